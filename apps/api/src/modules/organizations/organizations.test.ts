import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import { ORGANIZATION_MESSAGES as M } from '@bilheteria/domain/organization-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../db/demo-accounts';
import { emails, organizationMembers } from '../../db/schema';
import { createTestUser, sessionCookieOf, signIn, signInAs } from '../../test/auth';
import { demoUserId } from '../../db/seed';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { SESSION_COOKIE } from '../auth';

const VALID_CNPJ = '11.444.777/0001-61';
const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Eventos Exemplo Ltda.',
  documento: VALID_CNPJ,
  nome_publico: 'Eventos Exemplo',
  email_contato: 'contato@exemplo.com.br',
  telefone: '(11) 3456-7890',
  chave_pix_tipo: 'email',
  chave_pix: 'financeiro@exemplo.com.br',
  ...overrides,
});

/** The document is unique among organizations: a fresh valid CPF each time. */
const nextCpf = () => generateCpf();

describe.each(testTargets())('organizations on %s', (target) => {
  const ctx = useTestApp(target, { demo: true });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookies: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
  const me = async (cookies: Record<string, string>) =>
    (await call('GET', '/api/auth/me', cookies)).json().user;
  const operator = () => signInAs(ctx.database, demoUserId(DEMO_OPERATOR_EMAIL));
  const mailTo = (address: string) =>
    ctx.database.db.select().from(emails).where(eq(emails.toAddress, address));

  async function signUpOrganization(documento = nextCpf()) {
    const owner = await signIn(ctx.database, 'user');
    const response = await call(
      'POST',
      '/api/organizacoes',
      owner.cookies,
      signUpBody({ documento }),
    );
    expect(response.statusCode).toBe(201);
    return { owner, id: response.json().organizacao.id as string };
  }

  it('signs an organization up: its Dono works in it, pending, and the operator is told', async () => {
    const owner = await signIn(ctx.database, 'user');
    const response = await call('POST', '/api/organizacoes', owner.cookies, signUpBody());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      organizacao: {
        nome_publico: 'Eventos Exemplo',
        papel: 'dono',
        status: 'pendente',
        ativa: true,
      },
      message: M.created,
    });
    expect(await me(owner.cookies)).toMatchObject({
      role: 'admin',
      organizacao: {
        nome_publico: 'Eventos Exemplo',
        papel: 'dono',
        status: 'pendente',
        suporte: false,
      },
    });
    const profile = await call(
      'GET',
      `/api/organizacoes/${response.json().organizacao.id}`,
      owner.cookies,
    );
    expect(profile.json()).toMatchObject({
      documento: VALID_CNPJ,
      dados_bancarios: { tipo: 'pix', tipo_chave: 'email', chave: 'financeiro@exemplo.com.br' },
    });
    expect((await mailTo(DEMO_OPERATOR_EMAIL)).map((mail) => mail.subject)).toContain(
      'Nova organização aguardando aprovação: Eventos Exemplo',
    );

    const again = await signIn(ctx.database, 'user');
    const taken = await call('POST', '/api/organizacoes', again.cookies, signUpBody());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: M.documentTaken });
  });

  it('refuses a wrong document, an affiliate and the operator with a clear message', async () => {
    const person = await signIn(ctx.database, 'user');
    const wrong = await call(
      'POST',
      '/api/organizacoes',
      person.cookies,
      signUpBody({ documento: '11.444.777/0001-62' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(M.documentInvalid);

    const affiliate = await signIn(ctx.database, 'affiliate');
    const refused = await call(
      'POST',
      '/api/organizacoes',
      affiliate.cookies,
      signUpBody({ documento: nextCpf() }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.affiliateCannotJoin });

    const operatorRefused = await call(
      'POST',
      '/api/organizacoes',
      (await operator()).cookies,
      signUpBody({ documento: nextCpf() }),
    );
    expect(operatorRefused.json()).toEqual({ message: M.operatorCannotJoin });
  });

  it('lets only the operator approve or refuse, and e-mails the Dono', async () => {
    const { owner, id } = await signUpOrganization();
    const asOwner = await call(
      'POST',
      `/api/operador/organizacoes/${id}/aprovacao`,
      owner.cookies,
      { aprovada: true },
    );
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json()).toEqual({ message: AUTH_MESSAGES.forbidden });

    const op = await operator();
    const noReason = await call('POST', `/api/operador/organizacoes/${id}/aprovacao`, op.cookies, {
      aprovada: false,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(M.refusalReasonRequired);

    const pending = await call('GET', '/api/operador/organizacoes?status=pendente', op.cookies);
    expect(pending.json().organizacoes.map((o: { id: string }) => o.id)).toContain(id);

    const approved = await call('POST', `/api/operador/organizacoes/${id}/aprovacao`, op.cookies, {
      aprovada: true,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'aprovada',
      dono: { email: owner.user.email },
      membros: 1,
    });
    expect((await me(owner.cookies)).organizacao.status).toBe('aprovada');
    expect((await mailTo(owner.user.email)).map((mail) => mail.subject)).toContain(
      'Eventos Exemplo foi aprovada na Bilheteria',
    );
    const twice = await call('POST', `/api/operador/organizacoes/${id}/aprovacao`, op.cookies, {
      aprovada: false,
      motivo: 'x',
    });
    expect(twice.statusCode).toBe(409);

    const log = await call('GET', `/api/organizacoes/${id}/atividades`, owner.cookies);
    expect(log.json().atividades.map((line: { descricao: string }) => line.descricao)).toEqual([
      'Aprovou a organização',
      'Cadastrou a organização',
    ]);
  });

  it('invites by e-mail; accepting signed out makes the account and signs it in with its role', async () => {
    const { owner, id } = await signUpOrganization();
    const email = `portaria-${Date.now()}@exemplo.com.br`;
    const invited = await call('POST', `/api/organizacoes/${id}/convites`, owner.cookies, {
      email,
      papel: 'checkin',
    });
    expect(invited.statusCode).toBe(201);
    const [message] = await mailTo(email);
    expect(message?.subject).toBe('Convite para a equipe de Eventos Exemplo');
    const token = /convites\/aceitar\?token=([A-Za-z0-9_-]{43})/.exec(message!.text)![1]!;

    const view = await ctx.app.inject({
      method: 'POST',
      url: '/api/convites/verificar',
      payload: { token },
    });
    expect(view.json()).toEqual({
      organizacao: 'Eventos Exemplo',
      papel: 'checkin',
      email,
      conta_existe: false,
    });

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/convites/aceitar',
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);
    const cookie = sessionCookieOf(accepted)!;
    const member = { [SESSION_COOKIE]: cookie.value };
    expect(await me(member)).toMatchObject({
      email,
      role: 'admin',
      organizacao: { id, papel: 'checkin' },
    });

    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/convites/aceitar',
      payload: { token },
    });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toEqual({ message: M.inviteInvalid });

    // The door only: the team and the log are not theirs.
    expect((await call('GET', `/api/organizacoes/${id}/equipe`, member)).statusCode).toBe(403);
    expect((await call('GET', `/api/organizacoes/${id}/atividades`, member)).statusCode).toBe(403);
    const team = await call('GET', `/api/organizacoes/${id}/equipe`, owner.cookies);
    expect(
      team.json().membros.map((m: { email: string; papel: string }) => [m.email, m.papel]),
    ).toEqual([
      [owner.user.email, 'dono'],
      [email, 'checkin'],
    ]);
    expect(team.json().convites).toEqual([]);
  });

  it('never opens an account with a password by the link: its owner signs in, then accepts', async () => {
    const { owner, id } = await signUpOrganization();
    const existing = await createTestUser(ctx.database, 'user');
    await call('POST', `/api/organizacoes/${id}/convites`, owner.cookies, {
      email: existing.email,
      papel: 'financeiro',
    });
    const [message] = (await mailTo(existing.email)).filter((m) => m.subject.startsWith('Convite'));
    const token = /convites\/aceitar\?token=([A-Za-z0-9_-]{43})/.exec(message!.text)![1]!;
    const view = await ctx.app.inject({
      method: 'POST',
      url: '/api/convites/verificar',
      payload: { token },
    });
    expect(view.json()).toMatchObject({ conta_existe: true, papel: 'financeiro' });

    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/convites/aceitar',
      payload: { token },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: M.signInToAccept });
    expect(sessionCookieOf(signedOut)).toBeUndefined();

    const session = await signInAs(ctx.database, existing.id);
    const accepted = await call('POST', '/api/convites/aceitar', session.cookies, { token });
    expect(accepted.json()).toMatchObject({
      organizacao: { id, papel: 'financeiro', ativa: true },
    });
    expect(await me(session.cookies)).toMatchObject({
      role: 'admin',
      organizacao: { id, papel: 'financeiro' },
    });
  });

  it('sends the new member of a passwordless account a link to choose a password', async () => {
    const { owner, id } = await signUpOrganization();
    const email = `novo-${Date.now()}@exemplo.com.br`;
    await call('POST', `/api/organizacoes/${id}/convites`, owner.cookies, {
      email,
      papel: 'visualizacao',
    });
    const [invitation] = await mailTo(email);
    const token = /convites\/aceitar\?token=([A-Za-z0-9_-]{43})/.exec(invitation!.text)![1]!;
    await ctx.app.inject({ method: 'POST', url: '/api/convites/aceitar', payload: { token } });
    const subjects = (await mailTo(email)).map((m) => m.subject);
    expect(subjects).toContain('Bem-vinda(o) à equipe de Eventos Exemplo');
    // A member's mailbox is no key to the organization: the ticket link becomes a reset link.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/ticket-link', payload: { email } });
    await ctx.app.jobs.drain();
    expect((await mailTo(email)).map((m) => m.subject)).toContain(
      'Redefinição de senha da Bilheteria',
    );
  });

  it('ends a removed member’s access on their next request, and keeps the last Dono', async () => {
    const { owner, id } = await signUpOrganization();
    const member = await signIn(ctx.database, 'admin', { organization: { id, role: 'gerente' } });
    expect((await call('GET', '/api/organizador/eventos', member.cookies)).statusCode).toBe(200);

    const removed = await call(
      'DELETE',
      `/api/organizacoes/${id}/membros/${member.user.id}`,
      owner.cookies,
    );
    expect(removed.statusCode).toBe(204);
    const after = await call('GET', '/api/organizador/eventos', member.cookies);
    expect(after.statusCode).toBe(403);
    expect(await me(member.cookies)).toMatchObject({ role: 'user', organizacao: null });

    const alone = await call(
      'DELETE',
      `/api/organizacoes/${id}/membros/${owner.user.id}`,
      owner.cookies,
    );
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual({ message: M.lastOwner });
    const demoted = await call(
      'PUT',
      `/api/organizacoes/${id}/membros/${owner.user.id}`,
      owner.cookies,
      { papel: 'gerente' },
    );
    expect(demoted.json()).toEqual({ message: M.lastOwner });

    const log = await call('GET', `/api/organizacoes/${id}/atividades`, owner.cookies);
    expect(log.json().atividades[0]).toMatchObject({
      quem: owner.user.name,
      descricao: 'Removeu uma pessoa da equipe',
      alvo: member.user.email,
      suporte: false,
    });
  });

  it('switches between a person’s organizations, never into another', async () => {
    const { owner, id } = await signUpOrganization();
    const other = await signUpOrganization();
    await ctx.database.db
      .insert(organizationMembers)
      .values({ organizationId: other.id, userId: owner.user.id, role: 'visualizacao' });
    const mine = await call('GET', '/api/organizacoes/minhas', owner.cookies);
    expect(
      mine
        .json()
        .organizacoes.map((o: { id: string; papel: string; ativa: boolean }) => [
          o.id,
          o.papel,
          o.ativa,
        ]),
    ).toEqual([
      [id, 'dono', true],
      [other.id, 'visualizacao', false],
    ]);
    const switched = await call('PUT', '/api/organizacoes/ativa', owner.cookies, { id: other.id });
    expect(switched.statusCode).toBe(200);
    expect((await me(owner.cookies)).organizacao).toMatchObject({
      id: other.id,
      papel: 'visualizacao',
    });
    // Read only there: the team and the profile's payout details are the Dono's.
    expect(
      (await call('GET', `/api/organizacoes/${other.id}/equipe`, owner.cookies)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/organizacoes/${other.id}`, owner.cookies)).json().dados_bancarios,
    ).toBeNull();
    // The first organization is not the session's any more: its id answers 404.
    expect((await call('GET', `/api/organizacoes/${id}`, owner.cookies)).statusCode).toBe(404);

    const stranger = await createTestUser(ctx.database, 'admin');
    const refused = await call('PUT', '/api/organizacoes/ativa', owner.cookies, {
      id: stranger.organizacao!.id,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('lets the operator act in an organization only through audited support', async () => {
    const { owner, id } = await signUpOrganization();
    const op = await operator();
    expect((await call('GET', '/api/organizador/eventos', op.cookies)).statusCode).toBe(403);

    const entered = await call('POST', `/api/operador/organizacoes/${id}/suporte`, op.cookies);
    expect(entered.json()).toEqual({
      organizacao: {
        id,
        nome_publico: 'Eventos Exemplo',
        papel: 'gerente',
        status: 'pendente',
        suporte: true,
      },
    });
    expect(await me(op.cookies)).toMatchObject({
      role: 'operador',
      organizacao: { id, suporte: true },
    });
    expect((await call('GET', '/api/organizador/eventos', op.cookies)).statusCode).toBe(200);
    // Support is a Gerente: never the payout details or the team.
    expect((await call('GET', `/api/organizacoes/${id}/equipe`, op.cookies)).statusCode).toBe(403);

    expect((await call('DELETE', '/api/operador/suporte', op.cookies)).statusCode).toBe(204);
    expect((await call('GET', '/api/organizador/eventos', op.cookies)).statusCode).toBe(403);

    const log = await call('GET', `/api/organizacoes/${id}/atividades`, owner.cookies);
    expect(
      log
        .json()
        .atividades.slice(0, 2)
        .map((line: { descricao: string; suporte: boolean }) => [line.descricao, line.suporte]),
    ).toEqual([
      ['Saiu do suporte', true],
      ['Entrou como suporte', true],
    ]);
    const csv = await call('GET', `/api/organizacoes/${id}/atividades?formato=csv`, owner.cookies);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Entrou como suporte');
    expect(csv.body.split('\r\n')[0]).toContain('Quando;Quem;E-mail;Suporte;Ação;Sobre');
  });
});
