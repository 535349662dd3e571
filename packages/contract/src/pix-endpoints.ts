/**
 * The Pix back office's operations under `/gateway` (2nd doc §3, §4, §7): white labels, infraction
 * reports, refund requests (MED), Pix movements, devices with SMS confirmation and regulatory files.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import {
  blockReasonSchema,
  deviceListQuerySchema,
  deviceSchema,
  gatewayPagedSchema,
  infractionCloseSchema,
  infractionListQuerySchema,
  infractionSchema,
  movementListQuerySchema,
  movementSchema,
  refundCloseSchema,
  refundCreateSchema,
  refundListQuerySchema,
  refundSchema,
  regulatoryPeriodSchema,
  smsCheckResponseSchema,
  smsCodeSchema,
  smsOutboxItemSchema,
  smsOutboxQuerySchema,
  smsSendResponseSchema,
  whiteLabelQuerySchema,
  whiteLabelSchema,
} from './pix.ts';

const uuidParams = z.object({ uuid: z.string().uuid() });
const deviceParams = z.object({
  uuidAccountPayment: z.string().uuid(),
  uuidAccountPaymentDevice: z.string().uuid(),
});
const accountParams = z.object({ whiteLabel: z.string().uuid(), account: z.string().uuid() });
const projectList = { query: 'project_id' } as const;

const INFRACTIONS = { permission: 'report_and_handle_violations', project: 'record' } as const;
const REFUNDS = { permission: 'generate_bacen_report', project: 'record' } as const;
const DEVICES = { permission: 'manage_devices', project: 'record' } as const;
/** A device's holder document and account number. */
const deviceData = { fields: { document: 'document', accountNumber: 'bank_account' } } as const;
/** The phone a code is sent to. */
const phoneData = { fields: { phone: 'phone' } } as const;

export const pix = defineEndpoints(
  { area: 'pix', api: 'backoffice' },
  {
    // ------------------------------------------------------------ white labels
    listWhiteLabels: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/white-label',
      summary: 'White labels',
      query: whiteLabelQuerySchema,
      responses: { 200: z.array(whiteLabelSchema) },
      policy: { permission: null, project: projectList },
    },
    listBlockReasons: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/block-reason/white-label/{id}/type-block/BLACKLIST_BLOCK',
      summary: 'Blacklist block reasons of a white label',
      params: z.object({ id: z.string().uuid() }),
      responses: { 200: z.array(blockReasonSchema) },
      policy: { permission: null, project: 'record' },
    },

    // ------------------------------------------------------------ infraction reports
    listInfractions: {
      method: 'GET',
      path: '/spe-n-pre-pix/v1/infraction-reports',
      summary: 'Infraction reports, newest first',
      query: infractionListQuerySchema,
      responses: { 200: gatewayPagedSchema(infractionSchema) },
      policy: { ...INFRACTIONS, project: projectList },
    },
    readInfraction: {
      method: 'GET',
      path: '/spe-n-pre-pix/v1/infraction-reports/{uuid}',
      summary: 'Infraction report',
      params: uuidParams,
      responses: { 200: infractionSchema, 409: errorBodySchema },
      policy: INFRACTIONS,
    },
    closeInfraction: {
      method: 'POST',
      path: '/spe-n-pre-pix/v2/infraction-reports/{uuid}/close',
      summary: 'Close an open infraction report with the analysis',
      params: uuidParams,
      body: infractionCloseSchema,
      responses: { 200: infractionSchema, 409: errorBodySchema },
      policy: INFRACTIONS,
    },
    cancelInfraction: {
      method: 'POST',
      path: '/spe-n-pre-pix/v2/infraction-reports/{uuid}/cancel',
      summary: 'Cancel an open infraction report',
      params: uuidParams,
      responses: { 200: infractionSchema, 409: errorBodySchema },
      policy: INFRACTIONS,
    },

    // ------------------------------------------------------------ refund requests (MED)
    listRefunds: {
      method: 'GET',
      path: '/spe-view-n-pix/v1/refund',
      summary: 'Refund requests (MED), newest first',
      query: refundListQuerySchema,
      responses: { 200: gatewayPagedSchema(refundSchema) },
      policy: { ...REFUNDS, project: projectList },
    },
    readRefund: {
      method: 'GET',
      path: '/spe-view-n-pix/v1/refund/{uuid}',
      summary: 'Refund request',
      params: uuidParams,
      responses: { 200: refundSchema, 409: errorBodySchema },
      policy: REFUNDS,
    },
    createRefund: {
      method: 'POST',
      path: '/spe-n-pre-pix/v1/refund/create',
      summary: 'Create a refund request for a Pix movement',
      body: refundCreateSchema,
      responses: { 201: refundSchema },
      policy: REFUNDS,
    },
    closeRefund: {
      method: 'POST',
      path: '/spe-n-pre-pix/v1/refund/{uuid}/close',
      summary: 'Close an open refund request with the analysis',
      params: uuidParams,
      body: refundCloseSchema,
      responses: { 200: refundSchema, 409: errorBodySchema },
      policy: REFUNDS,
    },
    cancelRefund: {
      method: 'POST',
      path: '/spe-n-pre-pix/v1/refund/{uuid}/cancel',
      summary: 'Cancel an open refund request',
      params: uuidParams,
      responses: { 200: refundSchema, 409: errorBodySchema },
      policy: REFUNDS,
    },

    // ------------------------------------------------------------ Pix movements
    listMovements: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/financial-movements',
      summary: 'Pix movements, ordered by dateRegister (DESC by default)',
      query: movementListQuerySchema,
      responses: { 200: gatewayPagedSchema(movementSchema) },
      policy: {
        permission: 'list_transactions',
        project: projectList,
        personalData: {
          fields: {
            document: 'document',
            documentOrigin: 'document',
            documentDestination: 'document',
            accountNumber: 'bank_account',
          },
        },
      },
    },

    // ------------------------------------------------------------ devices and SMS codes
    listDevices: {
      method: 'GET',
      path: '/spe-view-n-backoffice/v1/device/',
      summary: 'Devices, newest first',
      query: deviceListQuerySchema,
      responses: { 200: gatewayPagedSchema(deviceSchema) },
      policy: { ...DEVICES, project: projectList, personalData: deviceData },
    },
    authorizeDevice: {
      method: 'PUT',
      path: '/spe-n-backoffice/v1/device/ap/{uuidAccountPayment}/authorize/{uuidAccountPaymentDevice}',
      summary: 'Authorise a pending device',
      params: deviceParams,
      responses: { 200: deviceSchema, 409: errorBodySchema },
      policy: { ...DEVICES, personalData: deviceData },
    },
    revokeDevice: {
      method: 'PUT',
      path: '/spe-n-backoffice/v1/device/ap/{uuidAccountPayment}/revoke/{uuidAccountPaymentDevice}',
      summary: 'Revoke a pending device',
      params: deviceParams,
      responses: { 200: deviceSchema, 409: errorBodySchema },
      policy: { ...DEVICES, personalData: deviceData },
    },
    sendSmsCode: {
      method: 'POST',
      path: '/spe-n-token/v1/token-code/{whiteLabel}/{account}',
      summary: "Send a six-digit code to the account's phone",
      params: accountParams,
      responses: { 200: smsSendResponseSchema },
      policy: DEVICES,
    },
    checkSmsCode: {
      method: 'GET',
      path: '/spe-n-token/v1/token-code/{whiteLabel}/{account}/{token}',
      summary: 'Check a code; a valid one is then spent by the device authorisation',
      params: accountParams.extend({ token: smsCodeSchema }),
      responses: { 200: smsCheckResponseSchema },
      policy: DEVICES,
    },
    listSmsOutbox: {
      method: 'GET',
      path: '/spe-n-token/v1/sms-outbox',
      summary:
        'Messages written by the local SMS adapter, newest first (developer permission read_sms_outbox_dev)',
      query: smsOutboxQuerySchema,
      responses: { 200: gatewayPagedSchema(smsOutboxItemSchema) },
      // A developer tool: an explicit grant only (demo staff), never bypass_permission.
      policy: {
        permission: 'read_sms_outbox_dev',
        explicit: true,
        project: 'caller',
        personalData: phoneData,
      },
    },

    // ------------------------------------------------------------ regulatory files
    regulatoryFile: {
      method: 'GET',
      path: '/spe-n-backoffice/v1/generation-of-regulatory-files/month/{month}/year/{year}',
      summary: 'Regulatory XML of a month (regulatory-file.xsd)',
      params: regulatoryPeriodSchema,
      responses: { 200: z.string() },
      file: { contentType: 'application/xml; charset=utf-8' },
      policy: { permission: 'generate_bacen_report', project: 'caller' },
    },
  },
);
