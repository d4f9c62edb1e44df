import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth';
import { blockingAxeViolations } from '../support/axe';
import { ANA, fillPersonal, fillTheRest, storedOrderId } from '../support/checkout-form';
import { watchConsole } from '../support/console';
import { atDesktopAndPhone, freshContext } from '../support/screens';
import { waitForServer } from '../support/servers';
import { RPA_SUMMIT, addTickets, eventIdOf, goToCheckout } from '../support/tickets';

/**
 * Issue 29, money that balances: the operator sets a fee the buyer pays for the catalog's
 * organization (10 % + R$ 2,00 per ticket); a visitor sees it on the event page and in the
 * checkout, pays by PIX and finds it on the receipt; the organization's Financeiro sees the sale
 * in its statement; the operator's reconciliation of the month says 'Diferença: R$ 0,00'. On the
 * catalog server (one journey at a time there), and the fee is set back to none at the end, as
 * the other journeys there price without it. Screenshots (1440 and 360 px) go to
 * SETTLEMENT_SHOTS_DIR when it is set.
 */
test.describe.configure({ timeout: 180_000 });

const SHOTS_DIR = process.env.SETTLEMENT_SHOTS_DIR;
const ORGANIZATION = 'Instituto Brasileiro de Gestão da Informação';
const NO_FEE = { taxa_percentual: 0, taxa_fixa_centavos: 0, taxa_paga_pelo_comprador: false };

/** The page at 1440 and 360 px (soft: the journey goes on); screenshots when SHOTS_DIR is set. */
const shots = (page: Page, name: string) =>
  atDesktopAndPhone(page, `settlement-${name}`, { shotsDir: SHOTS_DIR, soft: true });

async function signedInPage(browser: Browser, sign: (request: APIRequestContext) => Promise<void>) {
  const page = await (await freshContext(browser)).newPage();
  await sign(page.request);
  return page;
}

/** The catalog organization's id, as the operator's list answers it. */
async function organizationId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/operador/organizacoes?status=aprovada');
  expect(response.ok(), await response.text()).toBe(true);
  const { organizacoes } = (await response.json()) as {
    organizacoes: { id: string; nome_publico: string }[];
  };
  const found = organizacoes.find((organization) => organization.nome_publico === ORGANIZATION);
  expect(found, ORGANIZATION).toBeDefined();
  return found!.id;
}

/** This month in São Paulo, 'YYYY-MM'. */
function monthInSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
}

test.beforeAll(async ({ request }) => {
  await waitForServer(request);
});

test('a fee the buyer pays: set by the operator, priced on the event page and checkout, paid, balanced', async ({
  browser,
  request,
}) => {
  const operator = await signedInPage(browser, (api) => signInThroughApi(api, 'operator'));
  const ibgi = await organizationId(operator.request);
  try {
    // The operator sets 10 % + R$ 2,00 per ticket, paid by the buyer.
    await operator.goto('/operador/organizacoes?status=aprovada');
    const card = operator.getByRole('article', { name: ORGANIZATION });
    await expect(card.getByText('Sem taxa')).toBeVisible();
    await card.getByRole('button', { name: `Editar taxa de ${ORGANIZATION}` }).click();
    const dialog = operator.getByRole('alertdialog', { name: `Taxa de ${ORGANIZATION}` });
    await dialog.getByRole('textbox', { name: 'Percentual (%)' }).fill('60');
    await dialog.getByRole('button', { name: 'Salvar taxa' }).click();
    await expect(
      dialog.getByText('A taxa percentual deve ser um número entre 0 e 50', { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Percentual (%)' }).fill('10');
    const fixed = dialog.getByRole('textbox', { name: 'Valor fixo por ingresso (R$)' });
    await fixed.fill('');
    await fixed.pressSequentially('200');
    await expect(fixed).toHaveValue('2,00');
    await dialog.getByRole('radio', { name: 'O comprador (somada ao total)' }).click();
    expect(await blockingAxeViolations(operator)).toEqual([]);
    await shots(operator, 'editar-taxa');
    await dialog.getByRole('button', { name: 'Salvar taxa' }).click();
    await expect(operator.getByText('Taxa da organização salva.')).toBeVisible();
    await expect(
      card.getByText('Taxa: 10 % + R$ 2,00 por ingresso · paga pelo comprador'),
    ).toBeVisible();

    // A visitor: 1 × Lote 2 (R$ 1.097,00) pays R$ 109,70 + R$ 2,00 on top.
    const buyer = await (await freshContext(browser)).newPage();
    const consoleErrors = watchConsole(buyer);
    await buyer.goto(`/events/${await eventIdOf(request, RPA_SUMMIT)}`);
    await addTickets(buyer, 'Lote 2', 1);
    const panel = buyer.getByRole('region', { name: 'Ingressos' });
    await expect(panel).toContainText('Taxa de serviço:R$ 111,70');
    await expect(panel).toContainText('TotalR$ 1.208,70');
    await shots(buyer, 'evento');
    await goToCheckout(buyer);
    const summary = buyer.getByRole('region', { name: 'Resumo do pedido' });
    await expect(summary).toContainText('Taxa de serviço:R$ 111,70');
    await expect(summary).toContainText('TotalR$ 1.208,70');
    await fillPersonal(buyer, ANA);
    await fillTheRest(buyer);
    await buyer.getByRole('button', { name: 'Finalizar e Ir para Pagamento' }).click();
    await expect(buyer.getByRole('tab', { name: 'Pagamento' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const orderId = await storedOrderId(buyer);
    await shots(buyer, 'checkout');
    await buyer.getByRole('tab', { name: 'PIX' }).click();
    await buyer.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(buyer.getByRole('img', { name: 'QR Code PIX' })).toBeVisible({ timeout: 20_000 });
    await buyer
      .getByRole('button', { name: 'Simular pagamento (ambiente de demonstração)' })
      .click();
    await expect(buyer).toHaveURL(`/confirmacao?pedido=${orderId}`, { timeout: 20_000 });
    const receipt = buyer.getByLabel('Resumo do pagamento');
    await expect(receipt).toContainText('Taxa de serviço:R$ 111,70');
    await expect(receipt).toContainText('TotalR$ 1.208,70');
    expect(consoleErrors).toEqual([]);

    // The organization's Financeiro finds the sale in its statement.
    const financeiro = await signedInPage(browser, async (api) => {
      const response = await api.post('/api/auth/login', {
        data: { email: 'financeiro@bilheteria.demo', password: 'Financeiro@2026' },
      });
      expect(response.ok(), await response.text()).toBe(true);
    });
    await financeiro.goto('/dashboard');
    await financeiro
      .getByRole('navigation', { name: 'Organização' })
      .getByRole('link', { name: 'Financeiro' })
      .click();
    await expect(financeiro).toHaveURL('/dashboard/financeiro');
    await expect(financeiro.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
    await expect(financeiro.getByLabel('Resumo financeiro')).toContainText('A receber');
    await expect(
      financeiro.getByRole('table', { name: 'Valores por evento' }).getByRole('row', {
        name: new RegExp(RPA_SUMMIT),
      }),
    ).toBeVisible();
    expect(await blockingAxeViolations(financeiro)).toEqual([]);
    await shots(financeiro, 'financeiro');

    // The operator: the month balances to the centavo; the payouts page answers.
    await operator.goto(`/operador/conciliacao?mes=${monthInSaoPaulo()}`);
    await expect(operator.getByText('Diferença: R$ 0,00')).toBeVisible();
    await expect(
      operator.getByRole('table', { name: 'Conciliação por evento' }).getByRole('row', {
        name: new RegExp(RPA_SUMMIT),
      }),
    ).toBeVisible();
    await expect(operator.getByRole('table', { name: 'Pedidos com diferença' })).toHaveCount(0);
    expect(await blockingAxeViolations(operator)).toEqual([]);
    await shots(operator, 'conciliacao');
    await operator.goto('/operador/repasses');
    await expect(
      operator.getByRole('heading', { level: 1, name: 'Repasses a organizadores' }),
    ).toBeVisible();
    await expect(operator.getByRole('heading', { level: 2, name: 'Saldos' })).toBeVisible();
    expect(await blockingAxeViolations(operator)).toEqual([]);
    await shots(operator, 'repasses');
  } finally {
    // The other journeys on this server price without a fee.
    const reset = await operator.request.put(`/api/operador/organizacoes/${ibgi}/taxa`, {
      data: NO_FEE,
    });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
});
