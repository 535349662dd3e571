import { describe, expect, it } from 'vitest';
import { statusChip } from './status-chip.ts';

describe('statusChip', () => {
  it('maps known codes to label and colour', () => {
    expect(statusChip('CONFIRMED')).toEqual({ label: 'CONFIRMADA', color: 'green' });
    expect(statusChip('DENIED')).toEqual({ label: 'NEGADA', color: 'red' });
    expect(statusChip('WAITING_SEND')).toEqual({ label: 'Aguardando envio', color: 'yellow' });
    expect(statusChip('IN_SYNCING')).toEqual({ label: 'Sincronizando', color: 'blue' });
    expect(statusChip('INACTIVE')).toEqual({ label: 'Inativo', color: 'gray' });
  });

  it('searches transaction statuses first when no family is given', () => {
    expect(statusChip('CANCELLED').label).toBe('ESTORNADA/CANCELADA');
    expect(statusChip('PENDING').label).toBe('PENDENTE');
  });

  it('uses the given family only', () => {
    expect(statusChip('CANCELLED', 'infractionStatus')).toEqual({ label: 'Cancelado', color: 'red' });
    expect(statusChip('PENDING', 'deviceStatus')).toEqual({ label: 'Pendente', color: 'yellow' });
    expect(statusChip('CONFIRMED', 'deviceStatus')).toEqual({ label: 'CONFIRMED', color: 'gray' });
    expect(statusChip(1, 'salesPlanStatus')).toEqual({ label: 'Ativo', color: 'green' });
  });

  it('speaks English on request', () => {
    expect(statusChip('CONFIRMED', undefined, 'en')).toEqual({ label: 'CONFIRMED', color: 'green' });
    expect(statusChip('AUTHORIZED', 'deviceStatus', 'en').label).toBe('Authorised');
  });

  it('shows an unknown code raw', () => {
    expect(statusChip('BRAND_NEW_STATUS')).toEqual({ label: 'BRAND_NEW_STATUS', color: 'gray' });
  });

  it("shows 'DESCONHECIDO' when empty", () => {
    expect(statusChip('')).toEqual({ label: 'DESCONHECIDO', color: 'gray' });
    expect(statusChip('  ')).toEqual({ label: 'DESCONHECIDO', color: 'gray' });
    expect(statusChip(null)).toEqual({ label: 'DESCONHECIDO', color: 'gray' });
    expect(statusChip(undefined)).toEqual({ label: 'DESCONHECIDO', color: 'gray' });
    expect(statusChip(null, undefined, 'en').label).toBe('UNKNOWN');
  });
});
