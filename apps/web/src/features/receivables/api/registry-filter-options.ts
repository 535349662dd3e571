/** Choices shared by the registry lists' filters (language-neutral labels). */
export const YES_NO_TEXT = [
  { value: 'true', label: 'Sim / Yes' },
  { value: 'false', label: 'Não / No' },
];

/** 'Titular das URs': payments to a contract-effect financier, or to the merchant. */
export const FINANCIER_OPTIONS = [
  { value: 'financier', label: 'Financiador / Financier' },
  { value: 'merchant', label: 'Lojista / Merchant' },
];

/** Search parameters of the registry screen around its lists (tab, dispute direction). */
export const REGISTRY_TAB_PARAMS = ['tab', 'direction'] as const;
