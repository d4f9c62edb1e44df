import { BADGE_MESSAGES, BADGE_SIZE_LABELS } from '@bilheteria/domain/badge-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '@/test/console-errors';
import { serveCancellation } from '../report/test/refund-test-api';
import {
  EVENT_ID,
  report,
  serveParticipants,
  serveReport,
  TICKET_B,
} from '../report/test/report-test-api';
import { rowWith, SLOW, visitReport } from '../report/test/visit-report';
import { badgesView, serveBadges, serveLayoutUpdate } from './test/badges-test-api';

function serveAll() {
  serveReport();
  serveParticipants();
  serveCancellation();
}

const section = () => screen.findByRole('region', { name: 'Crachás' }, SLOW);

describe("the report's 'Crachás' section (issue 31)", () => {
  it('shows how many badges were printed and the saved layout', async () => {
    serveAll();
    serveBadges(EVENT_ID, () =>
      badgesView({
        salvo: true,
        impressos: 42,
        layout: { tamanho: 'etiquetas_8', campos: ['cargo'] },
      }),
    );
    visitReport();
    const region = await section();
    expect(await within(region).findByText('42 crachás impressos')).toBeInTheDocument();
    expect(
      within(region).getByRole('radio', { name: BADGE_SIZE_LABELS.etiquetas_8 }),
    ).toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'Cargo' })).toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'Empresa' })).not.toBeChecked();
    expect(region).not.toHaveTextContent('Modelo padrão');
  });

  it('saves the layout with PUT …/crachas/layout and says so only once the server answered', async () => {
    serveAll();
    const put = serveLayoutUpdate(EVENT_ID);
    const user = userEvent.setup();
    visitReport();
    const region = await section();
    const form = await within(region).findByRole('form', { name: 'Modelo do crachá' });
    expect(within(region).getByText('0 crachás impressos')).toBeInTheDocument();
    expect(region).toHaveTextContent('Modelo padrão');

    await user.click(within(form).getByRole('radio', { name: BADGE_SIZE_LABELS.etiquetas_4 }));
    await user.click(within(form).getByRole('checkbox', { name: 'Empresa' }));
    await user.click(within(form).getByRole('checkbox', { name: 'QR Code do ingresso' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar modelo' }));

    await waitFor(() =>
      expect(put.sent).toEqual([{ tamanho: 'etiquetas_4', campos: ['cargo', 'tipo_ingresso'] }]),
    );
    expect(within(form).getByRole('button', { name: 'Salvar modelo' })).toBeDisabled();
    expect(form).not.toHaveTextContent(BADGE_MESSAGES.saved);

    put.release();
    expect(await within(form).findByText(BADGE_MESSAGES.saved)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Salvar modelo' })).toBeEnabled();
    // A change afterwards is not saved yet.
    await user.click(within(form).getByRole('checkbox', { name: 'Empresa' }));
    expect(form).not.toHaveTextContent(BADGE_MESSAGES.saved);
  });

  it("shows the server's message when it refuses the layout, and no success", async () => {
    serveAll();
    const put = serveLayoutUpdate(EVENT_ID, () =>
      HttpResponse.json({ message: BADGE_MESSAGES.sizeInvalid }, { status: 400 }),
    );
    put.release();
    const user = userEvent.setup();
    visitReport();
    const form = await within(await section()).findByRole('form', { name: 'Modelo do crachá' });
    await user.click(within(form).getByRole('button', { name: 'Salvar modelo' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(BADGE_MESSAGES.sizeInvalid);
    expect(form).not.toHaveTextContent(BADGE_MESSAGES.saved);
  });

  it("builds 'Imprimir crachás' from the filters, opening the PDF in a new tab", async () => {
    serveAll();
    const user = userEvent.setup();
    visitReport();
    const region = await section();
    const link = await within(region).findByRole('link', { name: /^Imprimir crachás/ });
    const pdf = `/api/organizador/eventos/${EVENT_ID}/crachas.pdf`;
    expect(link).toHaveAttribute('href', pdf);
    expect(link).toHaveAttribute('target', '_blank');

    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Tipo de ingresso' }),
      'VIP',
    );
    expect(link).toHaveAttribute('href', `${pdf}?tipo=tt-2`);
    await user.click(within(region).getByRole('radio', { name: 'Ausentes' }));
    await user.type(within(region).getByRole('searchbox', { name: 'Buscar' }), ' Ana Souza ');
    expect(link).toHaveAttribute('href', `${pdf}?tipo=tt-2&presenca=ausentes&busca=Ana+Souza`);

    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Tipo de ingresso' }),
      'Todos os tipos',
    );
    await user.click(within(region).getByRole('radio', { name: 'Presentes' }));
    await user.clear(within(region).getByRole('searchbox', { name: 'Buscar' }));
    expect(link).toHaveAttribute('href', `${pdf}?presenca=presentes`);
  });

  it('says there is nobody to print for an event without tickets', async () => {
    serveReport(() => report({ occupancy: { checkedIn: 0, valid: 0 } }));
    serveParticipants();
    serveCancellation();
    visitReport();
    const region = await section();
    expect(await within(region).findByText(/Nenhum participante ainda/)).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /^Imprimir crachás/ })).toBeNull();
  });

  it('says when the badges could not be loaded, and asks again', async () => {
    allowConsoleError(/Erro ao buscar os crachás/);
    serveAll();
    let fail = true;
    serveBadges(EVENT_ID, () =>
      fail
        ? HttpResponse.json({ message: 'Sem permissão.' }, { status: 403 })
        : badgesView({ impressos: 1 }),
    );
    const user = userEvent.setup();
    visitReport();
    const region = await section();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os crachás.',
    );
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region).findByText('1 crachá impresso')).toBeInTheDocument();
  });
});

describe("'Imprimir crachá' in the participant list (issue 31)", () => {
  it("links each ticket's badge PDF, in a new tab, but not a cancelled ticket's", async () => {
    serveAll();
    visitReport();
    const table = await screen.findByRole('table', { name: 'Participantes' }, SLOW);
    const link = within(rowWith(table, 'Ana Souza')).getByRole('link', {
      name: 'Imprimir crachá de Ana Souza (abre em nova aba)',
    });
    expect(link).toHaveAttribute(
      'href',
      `/api/organizador/eventos/${EVENT_ID}/crachas/${TICKET_B}.pdf`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(rowWith(table, 'Carla Dias')).queryByRole('link', { name: /crachá/ })).toBeNull();
  });
});
