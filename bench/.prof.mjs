import { chromium } from 'playwright-core';
const target = process.argv[2] ?? '/financial/transactions';
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
const agg = new Map(); const aggTotal = new Map(); const comp = new Map(); const compSelf = new Map();
for (let run = 0; run < 6; run++) {
  await p.goto('http://localhost:3190/');
  await menu.waitFor();
  const link = menu.locator(`a[href="${target}"]`);
  if (!(await link.isVisible())) {
    await link.evaluate((element) => { const panel = element.closest('[hidden]'); [...document.querySelectorAll('[aria-controls]')].find((b) => b.getAttribute('aria-controls') === panel?.id)?.click(); });
  }
  await p.waitForLoadState('networkidle');
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await link.click();
  await p.locator('table tbody tr, [data-testid="tpv-chart"], .recharts-wrapper, svg[role="img"]').first().waitFor();
  const el = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  console.log('run', run, el);
  if (run < 2) continue;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = profile.timeDeltas; const counts = new Map();
  profile.samples.forEach((s, i) => counts.set(s, (counts.get(s) ?? 0) + (dt[i + 1] ?? 0)));
  for (const [id, us] of counts) {
    const n = byId.get(id); const cf = n.callFrame;
    const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*\/assets\//, '')}:${cf.lineNumber}`;
    agg.set(key, (agg.get(key) ?? 0) + us);
    // total: walk up unique keys
    { let cur = id; const stack = []; while (cur !== undefined) { stack.push(byId.get(cur)); cur = parent.get(cur); }
      const seenC = new Set(); let innermost = null;
      for (let i = stack.length - 1; i > 0; i--) { if (stack[i].callFrame.functionName === 'renderWithHooks') { const c = stack[i - 1].callFrame; const k = `${c.functionName || '(anon)'} ${c.url.replace(/.*\/assets\//, '')}:${c.lineNumber}`; innermost = k; if (!seenC.has(k)) { seenC.add(k); comp.set(k, (comp.get(k) ?? 0) + us); } } }
      if (innermost) compSelf.set(innermost, (compSelf.get(innermost) ?? 0) + us);
    }
    const seen = new Set(); let cur = id;
    while (cur !== undefined) { const m = byId.get(cur).callFrame; const k = `${m.functionName || '(anon)'} ${m.url.replace(/.*\/assets\//, '')}`; if (!seen.has(k)) { seen.add(k); aggTotal.set(k, (aggTotal.get(k) ?? 0) + us); } cur = parent.get(cur); }
  }
}
const runs = 4;
console.log('--- self ms per run');
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000 / runs).toFixed(1).padStart(7), k);
console.log('--- total ms per run');
for (const [k, v] of [...aggTotal].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((v / 1000 / runs).toFixed(1).padStart(7), k);
console.log('--- component inclusive render ms per run');
for (const [k, v] of [...comp].sort((a, b) => b[1] - a[1]).slice(0, 50)) console.log((v / 1000 / runs).toFixed(1).padStart(7), k);
console.log('--- component self render ms per run');
for (const [k, v] of [...compSelf].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000 / runs).toFixed(1).padStart(7), k);
await b.close();
