import { describe, expect, it } from 'vitest';
import {
  MERCHANT_MESSAGES,
  merchantUpdateSchema,
  merchantWeeklyHoursBodySchema,
  onboardingLookupFormSchema,
} from './merchants.ts';

const base = {
  merchant_name: 'Padaria Teste Ltda',
  mcc: '5411',
  addresses: [
    {
      address_type: 'MAIL AND INSTALLATION',
      zip_code: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  ],
};

/** The first message per field, as the forms show it. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('merchant update', () => {
  it('keeps the stored document when the body leaves it out', () => {
    const parsed = merchantUpdateSchema.parse(base);
    expect(parsed.cpf_cnpj).toBeUndefined();
    expect(parsed.person_type).toBeUndefined();
  });

  it('checks a document that is sent, with its person type', () => {
    expect(
      merchantUpdateSchema.safeParse({ ...base, cpf_cnpj: '11.222.333/0001-81', person_type: 'PJ' }).success,
    ).toBe(true);
    const wrong = merchantUpdateSchema.safeParse({ ...base, cpf_cnpj: '11222333000181', person_type: 'PF' });
    expect(messages(wrong).person_type).toBe(MERCHANT_MESSAGES.personTypeMismatch);
    const masked = merchantUpdateSchema.safeParse({
      ...base,
      cpf_cnpj: '11.•••.•••/0001-••',
      person_type: 'PJ',
    });
    expect(masked.success).toBe(false);
  });

  it('reads an empty CNAE as no CNAE', () => {
    expect(merchantUpdateSchema.parse({ ...base, cnae: '' }).cnae).toBeNull();
    expect(merchantUpdateSchema.parse({ ...base, cnae: '4721-1/02' }).cnae).toBe('4721102');
    expect(merchantUpdateSchema.safeParse({ ...base, cnae: '47' }).success).toBe(false);
  });
});

describe('onboarding lookup form', () => {
  it('needs a valid CPF; an empty CNPJ is an individual', () => {
    expect(messages(onboardingLookupFormSchema.safeParse({ cpf: '', cnpj: '' })).cpf).toBe(
      'O campo CPF é obrigatório',
    );
    expect(onboardingLookupFormSchema.parse({ cpf: '529.982.247-25', cnpj: '' })).toEqual({
      cpf: '52998224725',
      cnpj: undefined,
    });
    expect(onboardingLookupFormSchema.safeParse({ cpf: '52998224725', cnpj: '11222333000180' }).success).toBe(
      false,
    );
  });
});

describe('opening hours', () => {
  const week = (monday: Record<string, unknown>) => ({
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      weekday === 1 ? { weekday, ...monday } : { weekday, open: false, opens_at: null, closes_at: null },
    ),
  });

  it('accepts an open day from HH:MM to a later HH:MM and clears the times of a closed day', () => {
    const parsed = merchantWeeklyHoursBodySchema.parse(
      week({ open: true, opens_at: '08:00', closes_at: '18:30' }),
    );
    expect(parsed.days[0]).toEqual({ weekday: 1, open: true, opens_at: '08:00', closes_at: '18:30' });
    const closed = merchantWeeklyHoursBodySchema.parse(
      week({ open: false, opens_at: '08:00', closes_at: '07:00' }),
    );
    expect(closed.days[0]).toEqual({ weekday: 1, open: false, opens_at: null, closes_at: null });
  });

  it('refuses a closing not after the opening and times not in HH:MM', () => {
    expect(
      messages(
        merchantWeeklyHoursBodySchema.safeParse(week({ open: true, opens_at: '18:00', closes_at: '18:00' })),
      )['days.0.closes_at'],
    ).toBe(MERCHANT_MESSAGES.closeBeforeOpen);
    const bad = messages(
      merchantWeeklyHoursBodySchema.safeParse(week({ open: true, opens_at: '8:00', closes_at: '24:00' })),
    );
    expect(bad['days.0.opens_at']).toBe(MERCHANT_MESSAGES.hourInvalid);
    expect(bad['days.0.closes_at']).toBe(MERCHANT_MESSAGES.hourInvalid);
  });

  it('needs each weekday once', () => {
    const twice = week({ open: false });
    twice.days[1] = { ...twice.days[0], weekday: 1 } as (typeof twice.days)[number];
    expect(merchantWeeklyHoursBodySchema.safeParse(twice).success).toBe(false);
  });
});
