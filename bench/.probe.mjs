import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless=new'] });
const ctx = await b.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
const p = await ctx.newPage();
await p.goto('http://localhost:3190/');
await p.getByLabel('Usuário').fill('financeiro');
await p.getByLabel('Senha').fill('demo');
await p.getByRole('button', { name: 'Entrar' }).click();
const menu = p.getByRole('navigation', { name: 'Menu principal' });
await menu.waitFor();
for (let run = 0; run < 4; run++) {
await p.goto('http://localhost:3190/');
await menu.waitFor();
const link = menu.locator('a[href="/financial/transactions"]');
if (!(await link.isVisible())) {
  await link.evaluate((element) => { const panel = element.closest('[hidden]'); [...document.querySelectorAll('[aria-controls]')].find((b) => b.getAttribute('aria-controls') === panel?.id)?.click(); });
}
await p.waitForLoadState('networkidle');
await p.evaluate(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: false }); window.__res0 = performance.getEntriesByType('resource').length; window.__clk = 0; window.__md=0; document.addEventListener('pointerdown', () => { window.__md = performance.now(); }, { capture: true, once: true }); document.addEventListener('click', () => { window.__clk = performance.now(); }, { capture: true, once: true }); });
const t0 = Date.now();
const click0 = await p.evaluate(() => performance.now());
await link.click();
await p.locator('table tbody tr').first().waitFor();
const el = Date.now() - t0;
const info = await p.evaluate((c0) => ({ md: Math.round(window.__md - c0), clk: Math.round(window.__clk - c0), lt: window.__lt.map(([s, d]) => [s - Math.round(c0), d]), res: performance.getEntriesByType('resource').slice(window.__res0).map((r) => [r.name.replace('http://localhost:3190', '').slice(0, 60), Math.round(r.startTime - c0), Math.round(r.responseEnd - c0)]) }), click0);
console.log('run', run, el, JSON.stringify(info));
}
await b.close();
