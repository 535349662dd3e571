import { describe, expect, it } from 'vitest';
import { hasPermission, hasRole, PERMISSION_NAMES, PERMISSIONS, permissionsOf } from './permissions.ts';

describe('permissionsOf', () => {
  it('unites realm roles and every client roles without repeats', () => {
    const claims = {
      realm_access: { roles: ['mentor_financial', 'read_transactions'] },
      resource_access: {
        'mentor-console': { roles: ['read_payments', 'read_transactions'] },
        account: { roles: ['manage-account'] },
      },
    };
    expect(permissionsOf(claims)).toEqual([
      'mentor_financial',
      'read_transactions',
      'read_payments',
      'manage-account',
    ]);
  });

  it('copes with missing parts', () => {
    expect(permissionsOf({})).toEqual([]);
    expect(permissionsOf(null)).toEqual([]);
    expect(permissionsOf({ resource_access: { a: null, b: {}, c: { roles: ['x'] } } })).toEqual(['x']);
  });
});

describe('hasPermission', () => {
  const perms = ['mentor_financial', 'read_transactions', 'read_payments_export'];

  it('passes when some role starts with the requested permission', () => {
    expect(hasPermission(perms, 'read_transactions')).toBe(true);
    expect(hasPermission(perms, 'read_payments')).toBe(true);
    expect(hasPermission(perms, 'read_')).toBe(true);
  });

  it('fails when the role is only a prefix of the request', () => {
    expect(hasPermission(['read'], 'read_transactions')).toBe(false);
    expect(hasPermission(perms, 'read_transactions_export')).toBe(false);
  });

  it('needs every requested permission', () => {
    expect(hasPermission(perms, ['read_transactions', 'read_payments'])).toBe(true);
    expect(hasPermission(perms, ['read_transactions', 'read_financial'])).toBe(false);
    expect(hasPermission(perms, [])).toBe(true);
  });

  it('is exact when strict', () => {
    expect(hasPermission(perms, 'read_payments', { strict: true })).toBe(false);
    expect(hasPermission(perms, 'read_transactions', { strict: true })).toBe(true);
  });

  it('lets bypass_permission pass any check, strict included', () => {
    expect(hasPermission(['bypass_permission'], 'manage_restrictive_list')).toBe(true);
    expect(hasPermission(['bypass_permission'], ['a', 'b'], { strict: true })).toBe(true);
  });

  it('fails without roles', () => {
    expect(hasPermission([], 'read_transactions')).toBe(false);
  });
});

describe('hasRole', () => {
  it('matches a substring of a realm role', () => {
    expect(hasRole(['offline_access', 'bo-access'], 'bo-access')).toBe(true);
    expect(hasRole(['realm-sales_access-x'], 'sales_access')).toBe(true);
    expect(hasRole(['cp-clients'], 'cp-client')).toBe(true);
    expect(hasRole(['bo'], 'bo-access')).toBe(false);
  });
});

describe('PERMISSIONS', () => {
  it('has unique names with both descriptions', () => {
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSIONS.length);
    expect(PERMISSIONS.length).toBeGreaterThanOrEqual(60);
    expect(PERMISSIONS.length).toBeLessThanOrEqual(95);
    for (const permission of PERMISSIONS) {
      expect(permission.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(permission.description.pt.length, permission.name).toBeGreaterThan(3);
      expect(permission.description.en.length, permission.name).toBeGreaterThan(3);
    }
  });

  it('holds every permission of the menu tables', () => {
    const menuPermissions = [
      'read_dashboard_tpv',
      'read_project_list',
      'read_merchant_list',
      'read_merchant_group_list',
      'read_acquirer_plan_list',
      'read_sales_plan_list',
      'update_anticipation_rate',
      'read_equipment_list',
      'read_terminal_list',
      'read_terminal_rent',
      'read_bank_billets',
      'read_transactions',
      'read_financial',
      'read_payments',
      'read_user_list',
      'view_approved_records',
      'view_in_analysis_records',
      'view_pending_records',
      'view_rejected_records',
      'view_onboarding_records',
      'view_closed_records',
      'manage_credentials',
      'read_report_tpv',
      'read_checkup',
      'view_restricted_clients',
      'access_positive_list',
      'restrict_by_location',
      'manage_restrictive_list',
      'report_and_handle_violations',
      'generate_bacen_report',
      'list_transactions',
      'manage_devices',
      'access_transaction_management',
      'access_scheduled_transactions',
      'access_rejected_transactions',
      'manage_fees_and_rates',
    ];
    for (const name of menuPermissions) expect(PERMISSION_NAMES).toContain(name);
  });

  it('has no name that is a prefix of another, so no permission grants another', () => {
    const overlaps = PERMISSION_NAMES.flatMap((a) =>
      PERMISSION_NAMES.filter((b) => a !== b && b.startsWith(a)).map((b) => `${a} < ${b}`),
    );
    expect(overlaps).toEqual([]);
  });
});
