/**
 * Projects under `/api` (spec core §3, §7.8): the projects the caller may see, the project's
 * detail, channels and minimum rates; settings changed one at a time behind a one-time code and
 * parameters that may wait for a second person; MDR spread per card brand; sales representatives
 * with their merchants and portfolios; the client certificate (upload and export).
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { pagedResponseSchema, pageQuery, pageQuerySchema } from './common/pagination.ts';
import { zRecordId } from './common/validators.ts';
import { portfolioMoveResultSchema, portfolioMoveSchema, portfolioTransferSchema } from './merchants.ts';
import { projectOptionSchema } from './platform.ts';
import {
  centralizerAccountBodySchema,
  certificateSummarySchema,
  enableChannelsBodySchema,
  merchantsCentralizerAccountBodySchema,
  minRateQuerySchema,
  minRateSchema,
  projectChannelSchema,
  projectDetailSchema,
  projectParameterBodySchema,
  projectParameterSchema,
  salesRepresentativeBodySchema,
  salesRepresentativeMerchantSchema,
  salesRepresentativeMerchantsBodySchema,
  salesRepresentativeSchema,
  sendBilletEmailBodySchema,
  settlementRestrictionBodySchema,
  spreadMdrBodySchema,
  spreadMdrSchema,
  terminalAutomaticRentBodySchema,
} from './projects.ts';

const projectParams = z.object({ id: zRecordId() });
const repParams = z.object({ id: zRecordId(), sales_representative_id: zRecordId() });

const READ = { permission: 'read_project_list', project: 'record' } as const;
/** Each setting change is behind a one-time code. */
const SETTING = { permission: 'update_project_settings', project: 'record', otp: true } as const;
const SPREAD = { permission: 'manage_project_spread_mdr', project: 'record' } as const;
const REPS = { permission: 'manage_sales_representatives', project: 'record' } as const;
/** The CPF/CNPJ of a representative's merchants. */
const repMerchantsPersonalData = { fields: { cpf_cnpj: 'document' } } as const;
const CERTIFICATE = 'upload_project_certificate';

/** The project's document, the holder's and the centraliser account number. */
const projectPersonalData = {
  fields: { document: 'document', holder_document: 'document', account_number: 'bank_account' },
} as const;
/** The representative's CPF/CNPJ, e-mail and phone are masked without reveal_personal_data. */
const representativePersonalData = {
  fields: { document: 'document', email: 'email', phone: 'phone' },
} as const;
/** Raising the daily limit to the rule's amount or more (rule `project.parameters`). */
const parametersApproval = {
  action: 'project.parameters',
  tableContext: 'project_parameter',
  projectParam: 'id',
  amountField: 'daily_limit_amount',
} as const;

const channels = z.array(projectChannelSchema);
const spreads = z.array(spreadMdrSchema);
const repMerchants = z.array(salesRepresentativeMerchantSchema);
const detail = { 200: projectDetailSchema };

export const projects = defineEndpoints(
  { area: 'projects', api: 'main' },
  {
    // ------------------------------------------------------------ projects
    listProjects: {
      method: 'GET',
      path: '/v1/project',
      summary: 'Projects (white-label programmes) the caller may see',
      query: pageQuerySchema().extend({
        search: z.string().max(120).optional(),
        project_id: zRecordId().optional(),
      }),
      responses: {
        200: pagedResponseSchema(projectOptionSchema.extend({ document: z.string().nullable() })),
      },
      policy: {
        permission: null,
        project: { query: 'project_id' },
        personalData: { fields: { document: 'document' } },
      },
    },
    readProject: {
      method: 'GET',
      path: '/v1/project/{id}',
      summary: 'Project detail: settings, parameters, channels and certificate summary',
      params: projectParams,
      responses: detail,
      policy: { ...READ, personalData: projectPersonalData },
    },
    listChannels: {
      method: 'GET',
      path: '/v1/project/{id}/channel',
      summary: 'Channels enabled for the project',
      params: projectParams,
      responses: { 200: channels },
      policy: READ,
    },
    listEnableableChannels: {
      method: 'GET',
      path: '/v1/project/{id}/enableable_channels',
      summary: 'Channels that can still be enabled for the project',
      params: projectParams,
      responses: { 200: channels },
      policy: READ,
    },
    enableChannels: {
      method: 'POST',
      path: '/v1/project/{id}/enable_channels',
      summary: 'Enable channels for the project',
      params: projectParams,
      body: enableChannelsBodySchema,
      responses: { 200: channels },
      policy: { permission: 'manage_project_channels', project: 'record' },
    },
    listMinRates: {
      method: 'GET',
      path: '/v1/project/{id}/min_rates/{channel_id}',
      summary: 'Lowest MDR a sales plan of the project may charge on a channel',
      params: z.object({ id: zRecordId(), channel_id: zRecordId() }),
      query: minRateQuerySchema,
      responses: { 200: z.array(minRateSchema) },
      policy: READ,
    },

    // ------------------------------------------------------------ settings and parameters
    changeSettlementRestriction: {
      method: 'PUT',
      path: '/v1/project/{id}/merchants_settlement_bank_account_restriction',
      summary: 'Change the settlement bank account restriction of merchants',
      params: projectParams,
      body: settlementRestrictionBodySchema,
      responses: detail,
      policy: { ...SETTING, personalData: projectPersonalData },
    },
    changeTerminalAutomaticRent: {
      method: 'PUT',
      path: '/v1/project/{id}/terminal_automatic_rent',
      summary: 'Turn automatic terminal rent on or off',
      params: projectParams,
      body: terminalAutomaticRentBodySchema,
      responses: detail,
      policy: { ...SETTING, personalData: projectPersonalData },
    },
    changeSendBilletEmail: {
      method: 'PUT',
      path: '/v1/project/{id}/send_billet_email',
      summary: 'Turn billet e-mails on or off',
      params: projectParams,
      body: sendBilletEmailBodySchema,
      responses: detail,
      policy: { ...SETTING, personalData: projectPersonalData },
    },
    changeMerchantsCentralizerAccount: {
      method: 'PUT',
      path: '/v1/project/{id}/merchants_centralizer_account',
      summary: "Settle merchants into the project's centraliser account",
      params: projectParams,
      body: merchantsCentralizerAccountBodySchema,
      responses: { 200: projectDetailSchema, 409: errorBodySchema },
      policy: { ...SETTING, personalData: projectPersonalData },
    },
    changeCentralizerAccount: {
      method: 'PUT',
      path: '/v1/project/{id}/centralizer_account',
      summary: "Set the project's centraliser bank account",
      params: projectParams,
      body: centralizerAccountBodySchema,
      responses: detail,
      policy: {
        ...SETTING,
        approval: { action: 'project.centralizer_account', tableContext: 'project', projectParam: 'id' },
        personalData: projectPersonalData,
      },
    },
    createParameters: {
      method: 'POST',
      path: '/v1/project/{id}/parameter',
      summary: 'Create the project parameters',
      params: projectParams,
      body: projectParameterBodySchema,
      responses: { 201: projectParameterSchema, 409: errorBodySchema },
      policy: { permission: 'update_project_settings', project: 'record', approval: parametersApproval },
    },
    updateParameters: {
      method: 'PUT',
      path: '/v1/project/{id}/parameter',
      summary: 'Update the project parameters',
      params: projectParams,
      body: projectParameterBodySchema,
      responses: { 200: projectParameterSchema },
      policy: { permission: 'update_project_settings', project: 'record', approval: parametersApproval },
    },

    // ------------------------------------------------------------ MDR spread
    listSpreads: {
      method: 'GET',
      path: '/v1/project/{id}/spread_mdr',
      summary: 'MDR spread per card brand',
      params: projectParams,
      responses: { 200: spreads },
      policy: READ,
    },
    createSpread: {
      method: 'POST',
      path: '/v1/project/{id}/spread_mdr',
      summary: 'Create the MDR spread of a card brand',
      params: projectParams,
      body: spreadMdrBodySchema,
      responses: { 201: spreads, 409: errorBodySchema },
      policy: SPREAD,
    },
    updateSpread: {
      method: 'PUT',
      path: '/v1/project/{id}/spread_mdr',
      summary: 'Replace the MDR spread of a card brand',
      params: projectParams,
      body: spreadMdrBodySchema,
      responses: { 200: spreads },
      policy: SPREAD,
    },
    deleteSpread: {
      method: 'DELETE',
      path: '/v1/project/{id}/spread_mdr/{card_brand_id}',
      summary: 'Delete the MDR spread of a card brand',
      params: z.object({ id: zRecordId(), card_brand_id: zRecordId() }),
      responses: { 200: spreads },
      policy: SPREAD,
    },

    // ------------------------------------------------------------ sales representatives
    listSalesRepresentatives: {
      method: 'GET',
      path: '/v1/project/{id}/sales_representative',
      summary: 'Sales representatives of the project',
      params: projectParams,
      query: pageQuery.extend({ search: z.string().trim().max(120).optional() }),
      responses: { 200: pagedResponseSchema(salesRepresentativeSchema) },
      policy: { ...READ, personalData: representativePersonalData },
    },
    createSalesRepresentative: {
      method: 'POST',
      path: '/v1/project/{id}/sales_representative',
      summary: 'Create a sales representative',
      params: projectParams,
      body: salesRepresentativeBodySchema,
      responses: { 201: salesRepresentativeSchema, 409: errorBodySchema },
      policy: { ...REPS, personalData: representativePersonalData },
    },
    readSalesRepresentative: {
      method: 'GET',
      path: '/v1/project/{id}/sales_representative/{sales_representative_id}',
      summary: 'Sales representative detail',
      params: repParams,
      responses: { 200: salesRepresentativeSchema },
      policy: { ...READ, personalData: representativePersonalData },
    },
    updateSalesRepresentative: {
      method: 'PUT',
      path: '/v1/project/{id}/sales_representative/{sales_representative_id}',
      summary: 'Update a sales representative',
      params: repParams,
      body: salesRepresentativeBodySchema,
      responses: { 200: salesRepresentativeSchema, 409: errorBodySchema },
      policy: { ...REPS, personalData: representativePersonalData },
    },
    listRepresentativeMerchants: {
      method: 'GET',
      path: '/v1/project/{id}/sales_representative/{sales_representative_id}/merchant',
      summary: 'Merchants served by the sales representative',
      params: repParams,
      responses: { 200: repMerchants },
      policy: { ...READ, personalData: repMerchantsPersonalData },
    },
    linkRepresentativeMerchants: {
      method: 'POST',
      path: '/v1/project/{id}/sales_representative/{sales_representative_id}/merchant',
      summary: 'Link merchants to the sales representative',
      params: repParams,
      body: salesRepresentativeMerchantsBodySchema,
      responses: { 200: repMerchants, 409: errorBodySchema },
      policy: { ...REPS, personalData: repMerchantsPersonalData },
    },
    replaceRepresentativeMerchants: {
      method: 'PUT',
      path: '/v1/project/{id}/sales_representative/{sales_representative_id}/merchant',
      summary: 'Replace the merchants of the sales representative',
      params: repParams,
      body: salesRepresentativeMerchantsBodySchema,
      responses: { 200: repMerchants, 409: errorBodySchema },
      policy: { ...REPS, personalData: repMerchantsPersonalData },
    },
    movePortfolio: {
      method: 'PUT',
      path: '/v1/project/{id}/sales_representative',
      summary: 'Move merchants (all, or the listed ones) from one representative to another',
      params: projectParams,
      body: portfolioMoveSchema,
      responses: { 200: portfolioMoveResultSchema },
      policy: REPS,
    },
    transferPortfolio: {
      method: 'POST',
      path: '/v1/project/{id}/sales_representative/{sales_representative_id}',
      summary: "Hand the representative's whole merchant portfolio over to another representative",
      params: repParams,
      body: portfolioTransferSchema,
      responses: { 200: portfolioMoveResultSchema },
      policy: REPS,
    },

    // ------------------------------------------------------------ certificate
    uploadCertificate: {
      method: 'POST',
      path: '/v1/project/{id}/certificate',
      summary: 'Upload the project certificate and its private key (multipart crt_file, key_file)',
      params: projectParams,
      upload: { files: ['crt_file', 'key_file'] },
      responses: { 200: certificateSummarySchema, 415: errorBodySchema },
      // The code is checked once the files are known to be a valid pair.
      policy: { permission: CERTIFICATE, project: 'record', otp: 'in-handler' },
    },
    exportCertificate: {
      method: 'GET',
      path: '/v1/project/{id}/certificate',
      summary: 'Export the project certificate (PEM; never the key)',
      params: projectParams,
      responses: { 200: z.string() },
      file: { contentType: 'application/x-pem-file' },
      policy: { permission: CERTIFICATE, project: 'record', otp: true },
    },
  },
);
