import { CHECK_IN_MESSAGES } from '@bilheteria/domain/check-in-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { server } from '@/test/msw-server';
import { DashboardPage } from '@/app/routes/dashboard/dashboard-page';
import {
  serveOrganizerEvents,
  serveRefundsToPay,
} from '@/features/event-admin/test/dashboard-test-api';
// Loaded ahead, so the dashboard's lazy section appears as soon as it is asked for.
import '@/features/event-admin';
import '@/features/check-in';
import {
  pastEvent,
  rpaEvent,
  scannerLink,
  serveCheckInEvents,
  serveScannerLinks,
  TOKEN,
} from '@/features/check-in/organizer/test/check-in-test-api';

function visit(role: 'admin' | 'user' = 'admin') {
  serveSession(sessionUser(role));
  // The section sits in the organizer's 'Meus Eventos' tab, under their events (issue 17).
  serveOrganizerEvents();
  serveRefundsToPay();
  renderWithSession(<DashboardPage />, { route: '/dashboard' });
}

const eventRegion = (title: string) => screen.findByRole('region', { name: title });

describe("/dashboard 'Check-in' (issue 15)", () => {
  it("lists the events, upcoming first, each with 'N de M' checked in, its live page and its links", async () => {
    serveCheckInEvents(() => ({ eventos: [rpaEvent, pastEvent] }));
    serveScannerLinks('e-rpa', rpaEvent.titulo, [
      scannerLink({ id: 'l-1', leituras: 10 }),
      scannerLink({
        id: 'l-0',
        rotulo: 'Portão B',
        situacao: 'Revogado',
        revogado_em: '2027-03-04T15:00:00.000Z',
      }),
    ]);
    const pastLinks = serveScannerLinks('e-ia', pastEvent.titulo, [
      scannerLink({ id: 'l-9', rotulo: 'Entrada', situacao: 'Expirado', leituras: 1 }),
    ]);
    visit();

    const section = await screen.findByRole('region', { name: 'Check-in' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Check-in' })).toBeVisible();
    const rpa = await eventRegion('RPA Summit Brasil');
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['RPA Summit Brasil', 'Fórum de IA Corporativa']);
    expect(rpa).toHaveTextContent('05 de Março, 2027 · 09:00 - 18:00');
    expect(rpa).toHaveTextContent('12 de 340 presentes');
    expect(within(rpa).getByRole('progressbar', { name: '12 de 340 presentes' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    expect(rpa).toHaveTextContent('1 link ativo');
    expect(within(rpa).getByRole('link', { name: 'Acompanhar ao vivo' })).toHaveAttribute(
      'href',
      '/dashboard/check-in/e-rpa',
    );

    // An event with an active link starts with its 'Links de check-in' open.
    const rpaToggle = within(rpa).getByRole('button', { name: 'Links de check-in' });
    expect(rpaToggle).toHaveAttribute('aria-expanded', 'true');
    expect(rpaToggle).toHaveAccessibleDescription('RPA Summit Brasil');
    const list = await within(rpa).findByRole('list', { name: 'Links de check-in' });
    expect(document.getElementById(rpaToggle.getAttribute('aria-controls')!)).toContainElement(
      list,
    );
    const [active, revoked] = within(list).getAllByRole('listitem');
    expect(active).toHaveAccessibleName('Portão A');
    expect(active).toHaveTextContent('Ativo');
    expect(active).toHaveTextContent('Vale até 06/03/2027 18:00 · 10 leituras');
    expect(within(active!).getByRole('button', { name: 'Revogar' })).toHaveAccessibleDescription(
      'Portão A',
    );
    expect(revoked).toHaveTextContent('Revogado');
    expect(revoked).toHaveTextContent('Revogado em 04/03/2027 12:00 · 0 leituras');
    expect(within(revoked!).queryByRole('button', { name: 'Revogar' })).toBeNull();
    expect(within(rpa).getByRole('form', { name: 'Criar link de check-in' })).toBeVisible();

    // Without an active link: folded, its links asked for only when unfolded (from the keyboard).
    const past = await eventRegion('Fórum de IA Corporativa');
    expect(within(past).getByText('Encerrado')).toBeVisible();
    expect(past).toHaveTextContent('180 de 200 presentes');
    expect(past).toHaveTextContent('Nenhum link ativo');
    const pastToggle = within(past).getByRole('button', { name: 'Links de check-in' });
    expect(pastToggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(past).queryByRole('form', { name: 'Criar link de check-in' })).toBeNull();
    expect(pastLinks.asked.count).toBe(0);
    const user = userEvent.setup();
    pastToggle.focus();
    await user.keyboard('{Enter}');
    expect(pastToggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(past).findByText('Entrada')).toBeVisible();
    expect(within(past).getByText('Expirado')).toBeVisible();
    expect(within(past).getByRole('form', { name: 'Criar link de check-in' })).toBeVisible();
    expect(pastLinks.asked.count).toBe(1);

    // Space folds it again; unfolding once more asks for nothing new.
    await user.keyboard(' ');
    expect(pastToggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(past).getByText('Entrada')).not.toBeVisible();
    await user.keyboard(' ');
    expect(within(past).getByText('Entrada')).toBeVisible();
    expect(pastLinks.asked.count).toBe(1);
  });

  it('creates a link and shows its URL once, with its QR code and "Copiar link"', async () => {
    const user = userEvent.setup();
    const api = serveScannerLinks('e-rpa', rpaEvent.titulo);
    serveCheckInEvents(() => ({
      eventos: [{ ...rpaEvent, links_ativos: api.created.length }],
    }));
    visit();
    const rpa = await eventRegion('RPA Summit Brasil');
    const toggle = within(rpa).getByRole('button', { name: 'Links de check-in' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.asked.count).toBe(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(rpa).findByText(/Nenhum link de check-in ainda/)).toBeVisible();

    const form = within(rpa).getByRole('form', { name: 'Criar link de check-in' });
    // The gate's name is required, with the contract's message.
    await user.click(within(form).getByRole('button', { name: 'Criar link de check-in' }));
    const label = within(form).getByLabelText('Nome do portão');
    expect(await within(form).findByText(CHECK_IN_MESSAGES.labelRequired)).toBeVisible();
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveAttribute('placeholder', 'Portão A');
    expect(api.created).toHaveLength(0);

    await user.type(label, 'Portão Norte');
    await user.click(within(form).getByRole('button', { name: 'Criar link de check-in' }));

    const url = `http://localhost:3000/check-in/${TOKEN}`;
    const created = await within(rpa).findByRole('group', {
      name: 'Link de check-in criado: Portão Norte',
    });
    // The server's default expiry: nothing sent but the name.
    expect(api.created).toEqual([{ rotulo: 'Portão Norte' }]);
    expect(within(created).getByText(url)).toBeVisible();
    expect(created).toHaveTextContent('Este link aparece só agora');
    expect(
      within(created).getByRole('heading', { name: 'Link de check-in criado: Portão Norte' }),
    ).toHaveFocus();
    expect(
      await within(created).findByRole('img', {
        name: 'QR code do link de check-in Portão Norte',
      }),
    ).toBeVisible();

    await user.click(within(created).getByRole('button', { name: 'Copiar link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('Link copiado.')).toBeVisible();

    // The form is ready for the next gate; the list has the new link, without its URL; the
    // event's count follows, and the disclosure stays open with the link shown.
    expect(label).toHaveValue('');
    const list = await within(rpa).findByRole('list', { name: 'Links de check-in' });
    expect(within(list).getByRole('listitem', { name: 'Portão Norte' })).toHaveTextContent('Ativo');
    await waitFor(() => expect(rpa).toHaveTextContent('1 link ativo'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(created).toBeVisible();

    // Folded and unfolded, it is still there until 'Fechar'; then the focus goes back to the toggle.
    await user.click(toggle);
    expect(created).not.toBeVisible();
    await user.click(toggle);
    expect(within(created).getByText(url)).toBeVisible();
    await user.click(within(created).getByRole('button', { name: 'Fechar' }));
    expect(within(rpa).queryByText(url)).toBeNull();
    expect(screen.queryByText(url)).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it("sends an expiry typed on São Paulo's clock, and marks the field the server refuses", async () => {
    const user = userEvent.setup();
    serveCheckInEvents(() => ({ eventos: [rpaEvent] }));
    const api = serveScannerLinks('e-rpa', rpaEvent.titulo);
    visit();
    const rpa = await eventRegion('RPA Summit Brasil');
    const form = within(rpa).getByRole('form', { name: 'Criar link de check-in' });
    await user.type(within(form).getByLabelText('Nome do portão'), 'Portão A');
    const expiry = within(form).getByLabelText('Validade (opcional)');
    expect(expiry).toHaveAccessibleDescription(/Horário de Brasília/);

    // In the past: refused here, with the contract's message.
    await user.type(expiry, '2020-01-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Criar link de check-in' }));
    expect(await within(form).findByText(CHECK_IN_MESSAGES.expiryInPast)).toBeVisible();
    expect(api.created).toHaveLength(0);

    // Too far for the server: its message under the field.
    server.use(
      http.post('/api/organizador/eventos/e-rpa/check-in/links', () =>
        HttpResponse.json(
          {
            message: CHECK_IN_MESSAGES.expiryTooFar,
            errors: [{ path: 'expira_em', message: CHECK_IN_MESSAGES.expiryTooFar }],
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(expiry);
    await user.type(expiry, '2099-03-07T18:30');
    await user.click(within(form).getByRole('button', { name: 'Criar link de check-in' }));
    expect(await within(form).findByText(CHECK_IN_MESSAGES.expiryTooFar)).toBeVisible();
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(expiry).toHaveFocus());

    // Accepted: 18:30 in São Paulo is 21:30 UTC.
    const accepted = serveScannerLinks('e-rpa', rpaEvent.titulo);
    await user.clear(expiry);
    await user.type(expiry, '2099-03-06T18:30');
    await user.click(within(form).getByRole('button', { name: 'Criar link de check-in' }));
    await within(rpa).findByRole('group', { name: 'Link de check-in criado: Portão A' });
    expect(accepted.created).toEqual([
      { rotulo: 'Portão A', expira_em: '2099-03-06T21:30:00.000Z' },
    ]);
  });

  it('asks before revoking; cancelling keeps the link, confirming revokes it', async () => {
    const user = userEvent.setup();
    const api = serveScannerLinks('e-rpa', rpaEvent.titulo, [
      scannerLink({ id: 'l-1', leituras: 3 }),
    ]);
    serveCheckInEvents(() => ({
      eventos: [
        {
          ...rpaEvent,
          links_ativos: api.links.filter((link) => link.situacao === 'Ativo').length,
        },
      ],
    }));
    visit();
    const rpa = await eventRegion('RPA Summit Brasil');
    const item = await within(rpa).findByRole('listitem', { name: 'Portão A' });

    await user.click(within(item).getByRole('button', { name: 'Revogar' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Revogar o link “Portão A”?' });
    expect(dialog).toHaveAccessibleDescription(/deixa de fazer check-in na hora/);
    // The safe answer has the focus; Esc closes it and nothing changes.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(item).toHaveTextContent('Ativo');
    expect(within(item).getByRole('button', { name: 'Revogar' })).toHaveFocus();

    // From the keyboard: Enter opens it, Tab reaches 'Revogar', Enter confirms.
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Revogar' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(CHECK_IN_MESSAGES.linkRevoked)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const revoked = within(rpa).getByRole('listitem', { name: 'Portão A' });
    expect(revoked).toHaveTextContent('Revogado');
    expect(revoked).toHaveTextContent('Revogado em 05/03/2027 10:30 · 3 leituras');
    expect(within(revoked).queryByRole('button', { name: 'Revogar' })).toBeNull();
    await waitFor(() => expect(within(revoked).getByText('Portão A')).toHaveFocus());
    // Its last active link gone, the event says so, and its links stay open where the user is.
    await waitFor(() => expect(rpa).toHaveTextContent('Nenhum link ativo'));
    expect(within(rpa).getByRole('button', { name: 'Links de check-in' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(revoked).toBeVisible();
  });

  it('says when the server refuses to revoke, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    serveCheckInEvents(() => ({ eventos: [rpaEvent] }));
    serveScannerLinks('e-rpa', rpaEvent.titulo, [scannerLink({ id: 'l-1' })]);
    server.use(
      http.post('/api/organizador/check-in/links/:id/revogar', () =>
        HttpResponse.json({ message: CHECK_IN_MESSAGES.linkNotFound }, { status: 404 }),
      ),
    );
    visit();
    const item = await within(await eventRegion('RPA Summit Brasil')).findByRole('listitem', {
      name: 'Portão A',
    });
    await user.click(within(item).getByRole('button', { name: 'Revogar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CHECK_IN_MESSAGES.linkNotFound,
    );
    expect(item).toHaveTextContent('Ativo');
  });

  it("shows 'Nenhum evento…' when there is none", async () => {
    serveCheckInEvents(() => ({ eventos: [] }));
    visit();
    expect(await screen.findByText('Nenhum evento para check-in')).toBeVisible();
  });

  it('says when the events could not be loaded, and tries again', async () => {
    allowConsoleError(/Erro ao buscar eventos para check-in/);
    const user = userEvent.setup();
    let fail = true;
    serveCheckInEvents(() => (fail ? null : { eventos: [rpaEvent] }));
    serveScannerLinks('e-rpa', rpaEvent.titulo);
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os eventos para check-in.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await eventRegion('RPA Summit Brasil')).toHaveTextContent('12 de 340');
  });

  it('is not shown to other roles, nor asked for', async () => {
    const asked = serveCheckInEvents(() => ({ eventos: [rpaEvent] }));
    visit('user');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Bruno Comprador' });
    expect(screen.queryByRole('region', { name: 'Check-in' })).toBeNull();
    expect(asked.count).toBe(0);
  });
});
