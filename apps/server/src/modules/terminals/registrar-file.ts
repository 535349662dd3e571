/**
 * The file a receivables registry (CERC, TAG, B3) takes about the capture points of a merchant
 * or of one terminal (docs/adr/0113): a semicolon-separated text, one header line, then one line
 * per terminal — registrar, merchant document and code, terminal code, equipment serial, status,
 * blocked flag (S/N) and the date the file was made.
 */
export const REGISTRAR_FILE_HEADER = [
  'registradora',
  'documento_lojista',
  'codigo_lojista',
  'codigo_terminal',
  'numero_serie',
  'status_terminal',
  'bloqueado',
  'data_geracao',
] as const;

export interface RegistrarLine {
  cpf_cnpj: string | null;
  merchant_code: string | null;
  terminal_code: string;
  serial_number: string | null;
  status: string;
  blocked: boolean;
}

const clean = (value: string | null) => (value ?? '').replace(/[;\r\n]/g, ' ');

export function registrarFile(registrar: string, lines: RegistrarLine[], today: string): string {
  const body = lines.map((line) =>
    [
      registrar,
      clean(line.cpf_cnpj).replace(/\D/g, ''),
      clean(line.merchant_code),
      clean(line.terminal_code),
      clean(line.serial_number),
      line.status,
      line.blocked ? 'S' : 'N',
      today.replace(/-/g, ''),
    ].join(';'),
  );
  return `${[REGISTRAR_FILE_HEADER.join(';'), ...body].join('\r\n')}\r\n`;
}
