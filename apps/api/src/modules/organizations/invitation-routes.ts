import {
  invitationAcceptedSchema,
  invitationTokenSchema,
  invitationViewSchema,
  ORGANIZATION_MESSAGES as M,
} from '@bilheteria/domain/organization-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { sessionTokenOf, setSessionCookie } from '../auth';
import type { OrganizationsService } from './service';

const tags = ['Organizações'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The e-mailed invitation's page: what it is for, and accepting it (signed in or not). */
export const invitationRoutes: FastifyPluginAsyncZod<{
  organizations: OrganizationsService;
  config: AppConfig;
}> = async (app, { organizations, config }) => {
  noStore(app);

  app.post(
    '/convites/verificar',
    {
      schema: {
        tags,
        summary: 'O que um convite oferece (organização, papel, e-mail), antes de aceitar',
        body: invitationTokenSchema,
        response: { 200: invitationViewSchema, ...errors },
      },
    },
    async (request) => organizations.invitations.view(request.body.token),
  );

  app.post(
    '/convites/aceitar',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'Aceita o convite: entra na equipe com a conta conectada ou a do e-mail convidado',
        body: invitationTokenSchema,
        response: { 200: invitationAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      const signedIn = request.user && token ? { user: request.user, sessionToken: token } : null;
      const accepted = await organizations.invitations.accept(request.body.token, signedIn);
      if (accepted.newSession) setSessionCookie(request, reply, config, accepted.newSession);
      return { organizacao: accepted.organization, message: M.inviteAccepted };
    },
  );
};
