import type { InvoiceLine, InvoiceList } from '@bilheteria/domain/billing-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { EVENT_ID, serveParticipants, serveReport } from '../test/report-test-api';
import { serveCancellation } from '../test/refund-test-api';
import { REPORT_ROUTE, SLOW, visitReport } from '../test/visit-report';

const INVOICES_PATH = `/api/organizador/eventos/${EVENT_ID}/notas-fiscais`;
const ORDER_ID = '7f0e1d2c-3b4a-4958-8776-655443322110';

const companyLine: InvoiceLine = {
  id_pedido: ORDER_ID,
  numero_pedido: 100234,
  pago_em: '2026-05-02T12:00:00.000Z',
  total_centavos: 150_000,
  faturamento: {
    tipo_pessoa: 'PJ',
    nome: 'Ana Souza',
    cpf: '529.982.247-25',
    cnpj: '11.222.333/0001-81',
    razao_social: 'Empresa Exemplo Ltda',
    inscricao_municipal: '1234567',
    endereco_cobranca: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: null,
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    },
    email_financeiro: 'financeiro@empresa.com.br',
    nota_fiscal: true,
    nota_emitida: null,
  },
};

/** The tab's API: the lines, and the organizer's records moving a line to 'Emitidas'. */
function serveInvoices(lines: InvoiceLine[]) {
  const marks: unknown[] = [];
  let current = lines;
  serveReport();
  serveParticipants();
  serveCancellation();
  server.use(
    http.get(INVOICES_PATH, () => {
      const list: InvoiceList = {
        a_emitir: current.filter((line) => !line.faturamento.nota_emitida),
        emitidas: current.filter((line) => line.faturamento.nota_emitida),
      };
      return HttpResponse.json(list);
    }),
    http.put(`${INVOICES_PATH}/:orderId`, async ({ request, params }) => {
      const body = (await request.json()) as { numero: string; data: string };
      marks.push({ orderId: params.orderId, ...body });
      if (body.data === '01/01/2099') {
        return HttpResponse.json(
          { message: 'A data de emissão não pode estar no futuro.' },
          { status: 400 },
        );
      }
      current = current.map((line) =>
        line.id_pedido === params.orderId
          ? {
              ...line,
              faturamento: {
                ...line.faturamento,
                nota_emitida: { numero: body.numero, data: body.data, emitida_por: 'Olga' },
              },
            }
          : line,
      );
      return HttpResponse.json({ message: 'Nota fiscal registrada.' });
    }),
  );
  return { marks };
}

const TAB_ROUTE = `${REPORT_ROUTE}?aba=notas-fiscais`;

describe("the report's 'Notas fiscais' tab", () => {
  it('lists a company order to issue with its data, and marks it issued', async () => {
    const { marks } = serveInvoices([companyLine]);
    const user = userEvent.setup();
    visitReport(TAB_ROUTE);

    const toIssue = await screen.findByRole('region', { name: 'A emitir (1)' }, SLOW);
    expect(screen.getByRole('tab', { name: 'Notas fiscais' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = within(toIssue).getByRole('listitem');
    expect(card).toHaveTextContent('Pedido nº 100234 · Empresa Exemplo Ltda');
    expect(card).toHaveTextContent('CNPJ 11.222.333/0001-81');
    expect(card).toHaveTextContent('R$ 1.500,00');
    expect(card).toHaveTextContent(
      'Avenida Paulista, 1000 - Bela Vista - São Paulo/SP - CEP 01310-100',
    );
    expect(card).toHaveTextContent('financeiro@empresa.com.br');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeVisible();

    // pt-BR errors under the fields, nothing sent.
    await user.click(within(card).getByRole('button', { name: 'Marcar como emitida' }));
    expect(within(card).getByText('Informe o número da nota fiscal.')).toBeVisible();
    expect(within(card).getByText('Data inválida: use o formato dd/mm/aaaa.')).toBeVisible();
    expect(within(card).getByRole('textbox', { name: 'Número da nota' })).toHaveFocus();
    expect(marks).toEqual([]);

    await user.type(within(card).getByRole('textbox', { name: 'Número da nota' }), 'NF 123');
    await user.type(within(card).getByRole('textbox', { name: 'Data de emissão' }), '05/01/2026');
    await user.keyboard('{Enter}');

    const issued = await screen.findByRole('region', { name: 'Emitidas (1)' });
    expect(within(issued).getByRole('listitem')).toHaveTextContent(
      'Nota nº NF 123, de 05/01/2026 (registrada por Olga)',
    );
    expect(screen.getByRole('region', { name: 'A emitir (0)' })).toHaveTextContent(
      'Todas as notas pedidas foram emitidas.',
    );
    expect(marks).toEqual([{ orderId: ORDER_ID, numero: 'NF 123', data: '05/01/2026' }]);
  });

  it("shows the server's refusal beside the form", async () => {
    serveInvoices([companyLine]);
    const user = userEvent.setup();
    visitReport(TAB_ROUTE);
    const toIssue = await screen.findByRole('region', { name: 'A emitir (1)' }, SLOW);
    await user.type(within(toIssue).getByRole('textbox', { name: 'Número da nota' }), '9');
    await user.type(
      within(toIssue).getByRole('textbox', { name: 'Data de emissão' }),
      '01/01/2099',
    );
    await user.click(within(toIssue).getByRole('button', { name: 'Marcar como emitida' }));
    expect(await within(toIssue).findByRole('alert')).toHaveTextContent(
      'A data de emissão não pode estar no futuro.',
    );
  });

  it('says when no paid order asked for a nota fiscal', async () => {
    serveInvoices([]);
    visitReport(TAB_ROUTE);
    expect(
      await screen.findByText('Nenhum pedido pago pediu nota fiscal ainda.', {}, SLOW),
    ).toBeVisible();
  });
});
