import {
  approvalSchema,
  operatorOrganizationSchema,
  operatorOrganizationsQuerySchema,
  operatorOrganizationsResponseSchema,
  sessionOrganizationSchema,
} from '@bilheteria/domain/organization-contract';
import { feeTermsOf, feeTermsSchema } from '@bilheteria/domain/settlement-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, MESSAGES } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { requirePlatformOperator, signedInSessionToken } from '../auth';
import type { OrganizationsService } from './service';

const tags = ['Operador'];
const params = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The platform operator's organizations: approval, and the audited 'Entrar como suporte'. */
export const operatorRoutes: FastifyPluginAsyncZod<{
  organizations: OrganizationsService;
}> = async (app, { organizations }) => {
  noStore(app);
  const config = requirePlatformOperator;

  app.get(
    '/operador/organizacoes',
    {
      config,
      schema: {
        tags,
        summary: 'Todas as organizações, as que aguardam aprovação primeiro',
        querystring: operatorOrganizationsQuerySchema,
        response: { 200: operatorOrganizationsResponseSchema },
      },
    },
    async (request) => ({ organizacoes: await organizations.operator.list(request.query.status) }),
  );

  app.post(
    '/operador/organizacoes/:id/aprovacao',
    {
      config,
      schema: {
        tags,
        summary: 'Aprova ou recusa (com motivo) uma organização; o Dono recebe um e-mail',
        params,
        body: approvalSchema,
        response: { 200: operatorOrganizationSchema, ...errors },
      },
    },
    async (request) =>
      organizations.operator.review(request.user!, request.params.id, request.body),
  );

  app.put(
    '/operador/organizacoes/:id/taxa',
    {
      config,
      schema: {
        tags,
        summary: 'A taxa da plataforma sobre as vendas da organização (percentual + fixa)',
        params,
        body: feeTermsSchema,
        response: { 200: operatorOrganizationSchema, ...errors },
      },
    },
    async (request) =>
      organizations.operator.setFee(request.user!, request.params.id, feeTermsOf(request.body)),
  );

  app.post(
    '/operador/organizacoes/:id/suporte',
    {
      config,
      schema: {
        tags,
        summary: "'Entrar como suporte': age na organização, registrado na atividade dela",
        params,
        response: { 200: z.object({ organizacao: sessionOrganizationSchema }), ...errors },
      },
    },
    async (request) => ({
      organizacao: await organizations.operator.enterSupport(
        request.user!,
        signedInSessionToken(request),
        request.params.id,
      ),
    }),
  );

  app.delete(
    '/operador/suporte',
    {
      config,
      schema: { tags, summary: 'Sai do suporte', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await organizations.operator.leaveSupport(request.user!, signedInSessionToken(request));
      return reply.code(204).send(null);
    },
  );
};
