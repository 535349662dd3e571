/** Shared contract of the Mentor console and server: domain rules, enumerations, routes. */
export * from './common/boleto.ts';
export * from './common/business-days.ts';
export * from './common/dates.ts';
export * from './common/enums/index.ts';
export * from './common/format.ts';
export * from './common/masks.ts';
export * from './common/menu.ts';
export * from './common/number.ts';
export * from './common/pagination.ts';
export * from './common/permissions.ts';
export * from './common/roles.ts';
export * from './common/status-chip.ts';
export * from './common/validators.ts';
