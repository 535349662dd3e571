import { describe, expect, it } from 'vitest';
import { hasMentorRole, userTypeLabel } from './roles.ts';

describe('userTypeLabel', () => {
  it.each([
    ['mentor_super_admin', 'SUPER ADMINISTRADOR'],
    ['mentor_assistant', 'ASSISTENTE'],
    ['mentor_comercial_admin', 'COMERCIAL ADMINISTRADOR'],
    ['mentor_comercial_operator', 'COMERCIAL OPERADOR'],
    ['mentor_financial', 'FINANCEIRO'],
    ['mentor_logistic_operator', 'LOGÍSTICA OPERADOR'],
    ['mentor_logistic_admin', 'LOGÍSTICA ADMINISTRADOR'],
    ['mentor_partner', 'PARCEIRO'],
  ])('labels %s as %s', (role, label) => {
    expect(userTypeLabel(['offline_access', role])).toBe(label);
  });

  it('takes the first match in the fixed order, not in the token order', () => {
    expect(userTypeLabel(['mentor_partner', 'mentor_financial'])).toBe('FINANCEIRO');
    expect(userTypeLabel(['mentor_logistic_admin', 'mentor_logistic_operator'])).toBe('LOGÍSTICA OPERADOR');
    expect(userTypeLabel(['mentor_risk_analyst', 'mentor_assistant'])).toBe('ASSISTENTE');
  });

  it('labels other mentor_ roles by their remainder', () => {
    expect(userTypeLabel(['uma_authorization', 'mentor_risk_analyst'])).toBe('RISK ANALYST');
    expect(userTypeLabel(['mentor_auditor'])).toBe('AUDITOR');
  });

  it('gives an empty label without a mentor_ role', () => {
    expect(userTypeLabel(['read_transactions', 'bo-access'])).toBe('');
    expect(userTypeLabel([])).toBe('');
    expect(userTypeLabel(['mentor_'])).toBe('');
  });
});

describe('hasMentorRole', () => {
  it('needs a role starting with mentor_', () => {
    expect(hasMentorRole(['default-roles', 'mentor_financial'])).toBe(true);
    expect(hasMentorRole(['mentor_anything'])).toBe(true);
    expect(hasMentorRole(['xmentor_financial', 'mentor'])).toBe(false);
    expect(hasMentorRole(['mentor_'])).toBe(false);
    expect(hasMentorRole([])).toBe(false);
  });
});
