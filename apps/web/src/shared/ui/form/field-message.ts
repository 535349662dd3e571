import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The contract's validation messages (`validationMessages`, the spec's Portuguese wording), each
 * with the `kit:validation.*` key that says it in the screen's language. The Portuguese text of
 * every key is the contract's own wording, so a Portuguese screen shows the message unchanged; an
 * English one shows it in English, without the Portuguese field name (the message sits under
 * its field).
 */
const MESSAGES: readonly { pattern: RegExp; key: string }[] = [
  { pattern: /^O campo (?<field>.+) é obrigatório$/, key: 'required' },
  { pattern: /^O campo (?<field>.+) deve ser um e-mail válido$/, key: 'email' },
  { pattern: /^O campo (?<field>.+) deve ser igual ao campo (?<target>.+)$/, key: 'confirmedWith' },
  { pattern: /^O campo (?<field>.+) não confere$/, key: 'confirmed' },
  { pattern: /^O campo (?<field>.+) deve conter exatamente (?<count>\d+) dígitos$/, key: 'digits' },
  { pattern: /^(?<field>.+) deve conter somente números$/, key: 'numeric' },
  { pattern: /^O campo (?<field>.+) deve ser maior ou igual a (?<limit>.+)$/, key: 'minValue' },
  { pattern: /^O campo (?<field>.+) deve ser menor ou igual a (?<limit>.+)$/, key: 'maxValue' },
  { pattern: /^O campo (?<field>.+) deve ter tamanho (?<count>\d+)$/, key: 'length' },
  { pattern: /^O campo (?<field>.+) deve ter uma data inicial$/, key: 'requiredStartDate' },
  { pattern: /^O campo (?<field>.+) deve ter uma data final$/, key: 'requiredEndDate' },
  { pattern: /^O campo (?<field>.+) deve ter no máximo (?<count>\d+) caracteres$/, key: 'max' },
  { pattern: /^O campo (?<field>.+) não é válido$/, key: 'enum' },
  { pattern: /^O campo (?<field>.+) deve ser um número válido$/, key: 'number' },
  { pattern: /^O campo (?<field>.+) não pode ser negativo$/, key: 'negative' },
  { pattern: /^(?<field>.+) não é valido$/, key: 'cpfCnpj' },
  { pattern: /^Número de telefone inválido$/, key: 'phone' },
  { pattern: /^Data inválida$/, key: 'date' },
  { pattern: /^deve ser menor ou igual a (?<target>.+)$/, key: 'after' },
  { pattern: /^ultrapassou o limite máximo de (?<limit>.+)%$/, key: 'maxPercentage' },
  { pattern: /^não atingiu o limite mínimo de (?<limit>.+)%$/, key: 'minPercentage' },
  { pattern: /^não atingiu o limite mínimo de (?<count>\d+) itens$/, key: 'arrayMin' },
  { pattern: /^ultrapassou o limite máximo de (?<count>\d+) itens$/, key: 'arrayMax' },
  { pattern: /^deve ser booleano$/, key: 'boolean' },
  { pattern: /^CEP inválido: (?<digits>.+)$/, key: 'cep' },
];

/** The `kit:validation.*` key and values of one of the contract's messages, or null for another text. */
export function validationKey(message: string): { key: string; values: Record<string, string> } | null {
  for (const { pattern, key } of MESSAGES) {
    const match = pattern.exec(message);
    if (match) return { key: `validation.${key}`, values: { ...match.groups } };
  }
  return null;
}

/** A field's message in the screen's language: the contract's messages translated, others as they are. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('kit');
  const english = i18n.language.startsWith('en');
  return useCallback(
    (message) => {
      if (!message || !english) return message;
      const known = validationKey(message);
      return known ? t(known.key, { ...known.values, defaultValue: message }) : message;
    },
    [t, english],
  );
}
