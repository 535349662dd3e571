import type { DB as RowTypes } from './schema.gen.ts';

/** Row types of the projects area (migrations/0002_projects.sql). */
export type ProjectSettingTable = RowTypes['project_setting'];

export type ProjectParameterTable = RowTypes['project_parameter'];

export type ProjectChannelTable = RowTypes['project_channel'];

export type ProjectSpreadMdrTable = RowTypes['project_spread_mdr'];

export type ProjectMinRateTable = RowTypes['project_min_rate'];

export type SalesRepresentativeTable = RowTypes['sales_representative'];

export type SalesRepresentativeMerchantTable = RowTypes['sales_representative_merchant'];

export type ProjectCertificateTable = RowTypes['project_certificate'];

/** Tables of the projects area. */
export type ProjectsTables = {
  project_setting: ProjectSettingTable;
  project_parameter: ProjectParameterTable;
  project_channel: ProjectChannelTable;
  project_spread_mdr: ProjectSpreadMdrTable;
  project_min_rate: ProjectMinRateTable;
  sales_representative: SalesRepresentativeTable;
  sales_representative_merchant: SalesRepresentativeMerchantTable;
  project_certificate: ProjectCertificateTable;
};
