import { chromium } from '@playwright/test';
const base = 'http://localhost:3250';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const out = '/tmp/wt-web-shots';
async function ctx(login) {
  const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
  if (login) {
    const r = await context.request.post('/api/auth/login', { data: login });
    if (!r.ok()) throw new Error(await r.text());
  }
  return context;
}
const which = process.argv[2] ?? 'fee';
const op = await ctx({ email: 'operador@bilheteria.demo', password: 'Operador@2026' });
const page = await op.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
async function shot(p, name) {
  for (const [w, h] of [[1440, 900], [360, 800]]) {
    await p.setViewportSize({ width: w, height: h });
    await p.waitForTimeout(300);
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(name, w, 'overflow', overflow);
    await p.screenshot({ path: `${out}/${name}-${w}.png`, fullPage: true });
  }
  await p.setViewportSize({ width: 1440, height: 900 });
}
if (which === 'fee') {
  await page.goto('/operador/organizacoes?status=aprovada');
  const name = 'Instituto Brasileiro de Gestão da Informação';
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Editar taxa de ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: 'Percentual (%)' }).fill('10');
  const fixed = dialog.getByRole('textbox', { name: 'Valor fixo por ingresso (R$)' });
  await fixed.fill('');
  await fixed.pressSequentially('200');
  await dialog.getByRole('radio', { name: 'O comprador (somada ao total)' }).click();
  await page.screenshot({ path: `${out}/fee-dialog-1440.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${out}/fee-dialog-360.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Salvar taxa' }).click();
  await page.getByText('Taxa da organização salva.').waitFor();
  await shot(page, 'operator-orgs');
  for (const w of [768, 1024]) {
    await page.setViewportSize({ width: w, height: 700 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/header-${w}.png`, clip: { x: 0, y: 0, width: w, height: 80 } });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log('header', w, 'overflow', overflow);
  }
  const buyer = await (await ctx(null)).newPage();
  const list = await (await buyer.request.get('/api/eventos/ingressos/eventos')).json();
  const rpa = list.eventos.find((e) => e.titulo === 'RPA Summit Brasil');
  await buyer.goto(`/events/${rpa.id}`);
  await buyer.getByRole('button', { name: 'Aumentar quantidade de Lote 2', exact: true }).click();
  await buyer.getByRole('button', { name: 'Aumentar quantidade de Lote 2', exact: true }).click();
  await buyer.waitForTimeout(300);
  await buyer.getByRole('region', { name: 'Ingressos' }).screenshot({ path: `${out}/event-panel.png` });
  console.log('panel:', await buyer.getByRole('region', { name: 'Ingressos' }).locator('dl').textContent());
  await buyer.getByRole('button', { name: 'Comprar Ingressos' }).click();
  await buyer.waitForURL('**/checkout');
  const summary = buyer.getByRole('region', { name: 'Resumo do pedido' });
  await summary.getByText('Pedido nº').waitFor();
  await summary.screenshot({ path: `${out}/checkout-summary.png` });
  console.log('summary:', await summary.locator('dl').textContent());
}
if (which === 'pages') {
  for (const [path, name] of [['/operador/repasses', 'repasses'], [`/operador/conciliacao`, 'conciliacao']]) {
    await page.goto(path);
    await page.waitForTimeout(1500);
    await shot(page, name);
  }
  const fin = await (await ctx({ email: 'financeiro@bilheteria.demo', password: 'Financeiro@2026' })).newPage();
  fin.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  await fin.goto('/dashboard/financeiro');
  await fin.waitForTimeout(1500);
  await shot(fin, 'financeiro');
}
await browser.close();
