import type { TopMerchants, TopProjects, TpvData, TpvSlice } from '@mentor/contract/dashboard';
import ExcelJS from 'exceljs';

const reais = (cents: number) => cents / 100;
const money = '#,##0.00';

function sliceSheet(workbook: ExcelJS.Workbook, name: string, heading: string, rows: TpvSlice[]) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [
    { header: heading, key: 'name', width: 28 },
    { header: 'Quantidade', key: 'count', width: 14 },
    { header: 'TPV (R$)', key: 'amount', width: 18, style: { numFmt: money } },
  ];
  for (const r of rows) sheet.addRow({ name: r.name, count: r.count, amount: reais(r.amount) });
}

/** The dashboard as a workbook: totals, each breakdown, the daily series and the top lists. */
export async function dashboardWorkbook(
  data: TpvData,
  projects: TopProjects,
  merchants: TopMerchants,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const summary = workbook.addWorksheet('Resumo');
  summary.columns = [
    { header: 'Indicador', key: 'k', width: 26 },
    { header: 'Valor', key: 'v', width: 22 },
  ];
  summary.addRow({ k: 'Período', v: `${data.date_range.start} a ${data.date_range.end}` });
  summary.addRow({ k: 'TPV (R$)', v: reais(data.totals.amount) });
  summary.addRow({ k: 'Quantidade de transações', v: data.totals.count });
  summary.addRow({ k: 'Ticket médio (R$)', v: reais(data.totals.average_ticket) });
  sliceSheet(workbook, 'Canais', 'Canal', data.tpv_per_channel);
  sliceSheet(workbook, 'Bandeiras', 'Bandeira', data.tpv_per_card_brand);
  sliceSheet(workbook, 'Operações', 'Operação', data.tpv_per_operation);
  sliceSheet(workbook, 'Status', 'Status', data.tpv_per_status);
  const series = workbook.addWorksheet('Por data');
  series.columns = [
    { header: 'Data', key: 'date', width: 14 },
    { header: 'Canal', key: 'channel', width: 16 },
    { header: 'Quantidade', key: 'count', width: 14 },
    { header: 'TPV (R$)', key: 'amount', width: 18, style: { numFmt: money } },
  ];
  for (const r of data.tpv_per_channel_and_date) {
    series.addRow({ date: r.date, channel: r.channel_name, count: r.count, amount: reais(r.amount) });
  }
  const topP = workbook.addWorksheet('Top projetos');
  topP.columns = [
    { header: 'Projeto', key: 'name', width: 28 },
    { header: 'Quantidade', key: 'count', width: 14 },
    { header: 'TPV (R$)', key: 'amount', width: 18, style: { numFmt: money } },
  ];
  for (const r of projects.top_projects)
    topP.addRow({ name: r.trade, count: r.count, amount: reais(r.amount) });
  const topM = workbook.addWorksheet('Top lojistas');
  topM.columns = [
    { header: 'Código', key: 'code', width: 16 },
    { header: 'Lojista', key: 'name', width: 32 },
    { header: 'Quantidade', key: 'count', width: 14 },
    { header: 'TPV (R$)', key: 'amount', width: 18, style: { numFmt: money } },
  ];
  for (const r of merchants.top_merchants) {
    topM.addRow({ code: r.merchant_code, name: r.merchant_name, count: r.count, amount: reais(r.amount) });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
