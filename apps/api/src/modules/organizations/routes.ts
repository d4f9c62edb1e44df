import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  changeRoleSchema,
  createOrganizationSchema,
  inviteSchema,
  myOrganizationSchema,
  myOrganizationsResponseSchema,
  ORGANIZATION_MESSAGES as M,
  ORGANIZATION_ROLE_LABELS,
  organizationSchema,
  payoutDetailsSchema,
  switchOrganizationSchema,
  teamResponseSchema,
  updateOrganizationSchema,
} from '@bilheteria/domain/organization-contract';
import { ROLES } from '@bilheteria/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition';
import { errorResponseSchema, MESSAGES } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { sessionTokenOf, signedInSessionToken } from '../auth';
import type { OrganizationsService } from './service';
import { ownOrganization } from './profile';

const notFound = { error: MESSAGES.notFound };
const organizationParams = z.object({ id: z.uuid(notFound) });
const memberParams = organizationParams.extend({ userId: z.uuid({ error: M.memberNotFound }) });
const invitationParams = organizationParams.extend({ conviteId: z.uuid(notFound) });
const tags = ['Organizações'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * A member's side of organizations (issue 28): signing one up, switching, the profile and payout
 * details, the team and the audit log. Every route with an organization id works in the
 * session's organization alone: another id answers 404.
 */
export const organizationRoutes: FastifyPluginAsyncZod<{
  organizations: OrganizationsService;
}> = async (app, { organizations }) => {
  noStore(app);

  app.post(
    '/organizacoes',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        summary: "'Quero vender ingressos': cadastra a organização; quem cadastra é o Dono",
        body: createOrganizationSchema,
        response: {
          201: z.object({ organizacao: myOrganizationSchema, message: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const organizacao = await organizations.create(
        request.user!,
        sessionTokenOf(request),
        request.body,
      );
      return reply.code(201).send({ organizacao, message: M.created });
    },
  );

  app.get(
    '/organizacoes/minhas',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        summary: 'As organizações de quem está conectado, cada uma com o seu papel',
        response: { 200: myOrganizationsResponseSchema },
      },
    },
    async (request) => ({ organizacoes: await organizations.mine(request.user!) }),
  );

  app.put(
    '/organizacoes/ativa',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        summary: 'Troca a organização em que a sessão trabalha',
        body: switchOrganizationSchema,
        response: { 200: z.object({ organizacao: myOrganizationSchema }), ...errors },
      },
    },
    async (request) => ({
      organizacao: await organizations.switchTo(
        request.user!,
        signedInSessionToken(request),
        request.body.id,
      ),
    }),
  );

  app.get(
    '/organizacoes/:id',
    {
      config: { roles: ['admin', 'operador'] },
      schema: {
        tags,
        summary: 'A organização (dados de repasse só para o Dono)',
        params: organizationParams,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) =>
      organizations.profile.read(ownOrganization(request.user!.organizacao, request.params.id)),
  );

  app.put(
    '/organizacoes/:id',
    {
      config: { organization: 'dados-de-repasse', audit: 'organizacao.editada' },
      schema: {
        tags,
        summary: 'Perfil público e contato (Dono)',
        params: organizationParams,
        body: updateOrganizationSchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) =>
      organizations.profile.update(
        ownOrganization(request.user!.organizacao, request.params.id),
        request.body,
      ),
  );

  app.put(
    '/organizacoes/:id/repasse',
    {
      config: { organization: 'dados-de-repasse', audit: 'organizacao.repasse' },
      schema: {
        tags,
        summary: 'Dados de repasse: chave PIX ou conta (Dono)',
        params: organizationParams,
        body: payoutDetailsSchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) =>
      organizations.profile.setPayoutDetails(
        ownOrganization(request.user!.organizacao, request.params.id),
        request.body.dados_bancarios,
      ),
  );

  app.get(
    '/organizacoes/:id/equipe',
    {
      config: { organization: 'equipe' },
      schema: {
        tags,
        summary: 'Membros e convites pendentes (Dono)',
        params: organizationParams,
        response: { 200: teamResponseSchema, ...errors },
      },
    },
    async (request) =>
      organizations.team.view(ownOrganization(request.user!.organizacao, request.params.id)),
  );

  app.post(
    '/organizacoes/:id/convites',
    {
      config: { organization: 'equipe', audit: 'equipe.convite' },
      schema: {
        tags,
        summary: 'Convida uma pessoa por e-mail, com um papel (Dono)',
        params: organizationParams,
        body: inviteSchema,
        response: { 201: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const active = ownOrganization(request.user!.organizacao, request.params.id);
      await organizations.team.invite(
        request.user!,
        active,
        request.body.email,
        request.body.papel,
      );
      request.auditDetail = {
        subject: `${request.body.email} (${ORGANIZATION_ROLE_LABELS[request.body.papel]})`,
      };
      return reply.code(201).send({ message: M.inviteSent });
    },
  );

  app.delete(
    '/organizacoes/:id/convites/:conviteId',
    {
      config: { organization: 'equipe', audit: 'equipe.convite-cancelado' },
      schema: {
        tags,
        summary: 'Cancela um convite ainda não aceito (Dono)',
        params: invitationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const active = ownOrganization(request.user!.organizacao, request.params.id);
      const email = await organizations.team.cancelInvitation(active, request.params.conviteId);
      request.auditDetail = { subject: email };
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/organizacoes/:id/membros/:userId',
    {
      config: { organization: 'equipe', audit: 'equipe.papel' },
      schema: {
        tags,
        summary: 'Muda o papel de um membro (Dono)',
        params: memberParams,
        body: changeRoleSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const active = ownOrganization(request.user!.organizacao, request.params.id);
      const email = await organizations.team.changeRole(
        active,
        request.params.userId,
        request.body.papel,
      );
      request.auditDetail = {
        subject: `${email} (${ORGANIZATION_ROLE_LABELS[request.body.papel]})`,
      };
      return { message: 'Papel alterado.' };
    },
  );

  app.delete(
    '/organizacoes/:id/membros/:userId',
    {
      config: { organization: 'equipe', audit: 'equipe.remocao' },
      schema: {
        tags,
        summary: 'Remove um membro: o acesso termina na hora (Dono)',
        params: memberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const active = ownOrganization(request.user!.organizacao, request.params.id);
      const email = await organizations.team.remove(active, request.params.userId);
      request.auditDetail = { subject: email };
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/organizacoes/:id/atividades',
    {
      config: { organization: 'atividade' },
      schema: {
        tags,
        summary: 'O registro de atividades da organização (JSON, ou CSV com formato=csv)',
        params: organizationParams,
        querystring: auditLogQuerySchema,
        response: { 200: z.union([auditLogResponseSchema, z.string()]), ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const active = ownOrganization(user.organizacao, request.params.id);
      if (request.query.formato === 'json')
        return organizations.activity.page(active, request.query.antes);
      const csv = await organizations.activity.exportCsv(user, active);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'atividade.csv'))
        .send(csv);
    },
  );
};
