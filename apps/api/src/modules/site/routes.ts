import { siteInfoSchema, type SiteInfo } from '@bilheteria/domain/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/site: how people reach the site (issue 33), from the server's configuration, so the
 * web app's home page and privacy policy show the installation's own contacts. The same for
 * everyone and changed only by a restart: cached by browsers and proxies for 5 minutes.
 */
export const siteRoutes: FastifyPluginAsyncZod<{ info: SiteInfo }> = async (app, { info }) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['Catálogo'],
        summary: 'Contatos do site (e-mail e WhatsApp), da configuração do servidor',
        response: { 200: siteInfoSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return info;
    },
  );
};
