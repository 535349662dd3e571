import { chromium } from 'playwright-core';
const target = process.argv[2] ?? '/financial/transactions';
const WIN = Number(process.argv[3] ?? 110);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless=new'] });
const ctx = await b.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
const p = await ctx.newPage();
await p.goto('http://localhost:3190/');
await p.getByLabel('Usuário').fill('financeiro');
await p.getByLabel('Senha').fill('demo');
await p.getByRole('button', { name: 'Entrar' }).click();
const menu = p.getByRole('navigation', { name: 'Menu principal' });
await menu.waitFor();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
const self = new Map(); const incl = new Map();
for (let run = 0; run < 6; run++) {
  await p.goto('http://localhost:3190/');
  await menu.waitFor();
  const link = menu.locator(`a[href="${target}"]`);
  if (!(await link.isVisible())) await link.evaluate((element) => { const panel = element.closest('[hidden]'); [...document.querySelectorAll('[aria-controls]')].find((b) => b.getAttribute('aria-controls') === panel?.id)?.click(); });
  await p.waitForLoadState('networkidle');
  await cdp.send('Profiler.start');
  await link.click();
  await p.locator('table tbody tr').first().waitFor();
  const { profile } = await cdp.send('Profiler.stop');
  if (run < 2) continue;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = 0; const times = profile.timeDeltas.map((d) => (t += d));
  const stackOf = (id) => { const s = []; let c = id; while (c !== undefined) { s.push(byId.get(c).callFrame); c = parent.get(c); } return s; };
  let start = null;
  profile.samples.forEach((id, i) => { if (start === null && stackOf(id).some((f) => /dispatchDiscreteEvent|dispatchEvent/.test(f.functionName))) start = times[i]; });
  profile.samples.forEach((id, i) => {
    if (start === null || times[i] < start || times[i] > start + WIN * 1000) return;
    const us = (times[i + 1] ?? times[i]) - times[i];
    const st = stackOf(id);
    const f = st[0]; const k = `${f.functionName || '(anon)'} ${f.url.replace(/.*\/assets\//, '')}:${f.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + us);
    const seen = new Set();
    for (const fr of st) { const kk = `${fr.functionName || '(anon)'} ${fr.url.replace(/.*\/assets\//, '')}`; if (seen.has(kk)) continue; seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + us); }
  });
}
console.log('--- self'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 4000).toFixed(1).padStart(7), k);
console.log('--- incl'); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log((v / 4000).toFixed(1).padStart(7), k);
await b.close();
