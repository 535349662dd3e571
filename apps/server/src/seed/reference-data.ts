/**
 * Reference data every installation needs (not demo data): real Brazilian banks with their
 * COMPE code and ISPB, card brands with the spec's ids, operations, and the small lists of
 * spec core §3.
 */
import { BLOCK_TYPES as BLOCK_TYPE_ENUM } from '@mentor/contract';

export const BANKS: ReadonlyArray<{
  bank_code: string;
  bank_name: string;
  ispb: string | null;
  slc: boolean;
}> = [
  { bank_code: '001', bank_name: 'Banco do Brasil S.A.', ispb: '00000000', slc: true },
  { bank_code: '004', bank_name: 'Banco do Nordeste do Brasil S.A.', ispb: '07237373', slc: true },
  {
    bank_code: '021',
    bank_name: 'Banestes S.A. Banco do Estado do Espírito Santo',
    ispb: '28127603',
    slc: true,
  },
  { bank_code: '033', bank_name: 'Banco Santander (Brasil) S.A.', ispb: '90400888', slc: true },
  { bank_code: '037', bank_name: 'Banco do Estado do Pará S.A.', ispb: '04913711', slc: true },
  { bank_code: '041', bank_name: 'Banco do Estado do Rio Grande do Sul S.A.', ispb: '92702067', slc: true },
  { bank_code: '047', bank_name: 'Banco do Estado de Sergipe S.A.', ispb: '13009717', slc: true },
  { bank_code: '070', bank_name: 'BRB - Banco de Brasília S.A.', ispb: '00000208', slc: true },
  { bank_code: '077', bank_name: 'Banco Inter S.A.', ispb: '00416968', slc: true },
  { bank_code: '084', bank_name: 'Uniprime Norte do Paraná', ispb: '02398976', slc: false },
  { bank_code: '085', bank_name: 'Cooperativa Central de Crédito - Ailos', ispb: '05463212', slc: false },
  { bank_code: '104', bank_name: 'Caixa Econômica Federal', ispb: '00360305', slc: true },
  { bank_code: '136', bank_name: 'Unicred do Brasil', ispb: '00315557', slc: false },
  { bank_code: '197', bank_name: 'Stone Instituição de Pagamento S.A.', ispb: '16501555', slc: false },
  { bank_code: '208', bank_name: 'Banco BTG Pactual S.A.', ispb: '30306294', slc: true },
  { bank_code: '212', bank_name: 'Banco Original S.A.', ispb: '92894922', slc: true },
  { bank_code: '237', bank_name: 'Banco Bradesco S.A.', ispb: '60746948', slc: true },
  { bank_code: '260', bank_name: 'Nu Pagamentos S.A.', ispb: '18236120', slc: false },
  {
    bank_code: '290',
    bank_name: 'PagSeguro Internet Instituição de Pagamento S.A.',
    ispb: '08561701',
    slc: false,
  },
  {
    bank_code: '323',
    bank_name: 'Mercado Pago Instituição de Pagamento Ltda.',
    ispb: '10573521',
    slc: false,
  },
  { bank_code: '336', bank_name: 'Banco C6 S.A.', ispb: '31872495', slc: true },
  { bank_code: '341', bank_name: 'Itaú Unibanco S.A.', ispb: '60701190', slc: true },
  { bank_code: '380', bank_name: 'PicPay Instituição de Pagamento S.A.', ispb: '22896431', slc: false },
  { bank_code: '389', bank_name: 'Banco Mercantil do Brasil S.A.', ispb: '17184037', slc: true },
  { bank_code: '403', bank_name: 'Cora Sociedade de Crédito Direto S.A.', ispb: '37880206', slc: false },
  { bank_code: '422', bank_name: 'Banco Safra S.A.', ispb: '58160789', slc: true },
  { bank_code: '623', bank_name: 'Banco Pan S.A.', ispb: '59285411', slc: true },
  { bank_code: '633', bank_name: 'Banco Rendimento S.A.', ispb: '68900810', slc: true },
  { bank_code: '655', bank_name: 'Banco Votorantim S.A.', ispb: '59588111', slc: true },
  { bank_code: '746', bank_name: 'Banco Modal S.A.', ispb: '30723886', slc: true },
  { bank_code: '748', bank_name: 'Banco Cooperativo Sicredi S.A.', ispb: '01181521', slc: true },
  { bank_code: '756', bank_name: 'Banco Cooperativo Sicoob S.A.', ispb: '02038232', slc: true },
  { bank_code: '000', bank_name: 'Banco sem código COMPE (apenas ISPB)', ispb: null, slc: false },
];

export const CARD_BRANDS = [
  { id: 1, brand_name: 'MASTERCARD' },
  { id: 2, brand_name: 'VISA' },
  { id: 3, brand_name: 'ELO' },
  { id: 4, brand_name: 'HIPERCARD' },
  { id: 5, brand_name: 'AMEX' },
] as const;

/** Operation ids follow the transaction operation filter values of spec core §3.2. */
export const OPERATIONS = [
  { id: 0, operation_name: 'Débito', has_mdr: true },
  { id: 1, operation_name: 'Crédito à vista', has_mdr: true },
  ...Array.from({ length: 11 }, (_, i) => ({
    id: i + 2,
    operation_name: `Crédito Parcelado ${i + 2}x`,
    has_mdr: true,
  })),
  { id: 17, operation_name: 'Boleto', has_mdr: false },
];

export const ACQUIRERS = [
  { id: 1, acquirer_name: 'Mentor Adquirência', document: '11222333000181' },
  { id: 2, acquirer_name: 'Rede Parceira', document: '60701190000104' },
] as const;

export const CHANNELS = [
  { id: 1, channel_name: 'POS', acquirer_id: 1 },
  { id: 2, channel_name: 'TEF', acquirer_id: 1 },
  { id: 3, channel_name: 'E-COMMERCE', acquirer_id: 1 },
  { id: 4, channel_name: 'TAP TO PAY', acquirer_id: 2 },
] as const;

export const APPS = [
  { app_code: 'MENTOR_POS', app_name: 'Mentor POS' },
  { app_code: 'MENTOR_TAP', app_name: 'Mentor Tap to Pay' },
  { app_code: 'MENTOR_LINK', app_name: 'Link de Pagamento' },
  { app_code: 'MENTOR_ECOMMERCE', app_name: 'Checkout E-commerce' },
] as const;

export const OPENING_HOURS = [
  { id: 1, description: 'Comercial (08h às 18h)' },
  { id: 2, description: 'Estendido (08h às 22h)' },
  { id: 3, description: '24 horas' },
  { id: 4, description: 'Noturno (18h às 06h)' },
] as const;

export const MERCHANT_FORMATIONS = [
  { id: 1, type: 'MEI' },
  { id: 2, type: 'EI' },
  { id: 3, type: 'LTDA' },
  { id: 4, type: 'SLU' },
  { id: 5, type: 'S.A.' },
  { id: 6, type: 'Pessoa Física' },
] as const;

/** The 23 receivable block types (also written by the 0140 migration). */
export const BLOCK_TYPES = BLOCK_TYPE_ENUM.options.map((o) => ({ id: o.value, description: o.label.pt }));

export const PROJECTS = [
  { id: 1, trade: 'Mentor Pagamentos', document: '11222333000181' },
  { id: 2, trade: 'Vila Rica Pay', document: '45723174000110' },
  { id: 3, trade: 'Aurora Banking', document: '19131243000197' },
] as const;
