/**
 * Names of personal data in answers, for the checks that no operation forgets to declare one
 * (the walk of the declared answers) and that none reaches staff who may not see it (the
 * masking sweep): a field named like a document, e-mail, phone, birthday or account.
 */
export const PERSONAL_NAMES =
  /cpf|cnpj|document|e-?mail|phone|fone|celular|mobile|birth|nascimento|account|conta/i;

/**
 * Fields named like personal data that are not, or are masked otherwise, and why: by name, by
 * `parent.name`, or by `area.operation: name` for one operation.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  account_digit: 'one check digit of a bank account whose number is masked: identifies nobody alone',
  accountName: 'the holder’s name: names stay clear across the console, only the kinds of ADR 62 are masked',
  support_email: 'the white label’s support address for its customers: a company channel, not a person’s',
  support_phone: 'the white label’s support phone for its customers: a company channel, not a person’s',
  bank_code: 'the bank of an account (its number is masked), as payments show it (ADR 62)',
  bank_name: 'the name of the bank of an account',
  agency: 'the branch of an account (its number is masked), as payments show it (ADR 62)',
  holder_name: 'the holder’s name: names stay clear across the console',
  accountStatus: 'the state of an account (active, blocked…)',
  'accountType.name': 'the name of a kind of account',
  documentType: 'the kind of an uploaded document (RG, selfie…)',
  'phones.phone_type': 'the kind of a phone (mobile, commercial)',
  uuidAccountPayment: 'the id of an account record, not its number',
  uuidAccountPaymentDevice: 'the id of a device record',
  uuidPreAccount: 'the id of a pre-account record',
  'pix.sendSmsCode: phone':
    'masked by the service itself (`*****-4321`): the last digits the holder recognises',
  'onboarding.sendSmsCode: phone':
    'masked by the service itself (`*****-4321`): the last digits the holder recognises',
};
