import { AFFILIATE_CODE_PATTERN } from '@bilheteria/domain/affiliate';
import {
  categoriesResponseSchema,
  citiesResponseSchema,
  eventListResponseSchema,
  serverEventDetailSchema,
} from '@bilheteria/domain/catalog-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type JsonResponseCache, sendCachedJson, toCachedJson } from '../../http/cached-answer';
import { errorResponseSchema } from '../../http/errors';
import type { CatalogService } from './service';

/** Browsers revalidate every time (cheap: ETag → 304); the server keeps its own short cache. */
const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const eventIdParams = z.object({
  id: z.uuid({ error: 'ID do evento inválido.' }),
});
const affiliateParams = z.object({
  codigo_afiliado: z
    .string()
    .regex(AFFILIATE_CODE_PATTERN, { error: 'Código de afiliado inválido.' }),
});

export interface CatalogRoutesOptions {
  catalog: CatalogService;
  cache: JsonResponseCache;
}

/**
 * Public catalog (spec §7). Answers are validated against the shared contract once, when they
 * are cached, and then served as stored bytes.
 */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { catalog, cache },
) => {
  const tags = ['Catálogo'];

  app.get(
    '/categoria-evento',
    {
      schema: {
        tags,
        summary: 'Categorias de evento',
        response: { 200: categoriesResponseSchema },
      },
    },
    async (request, reply) => {
      const cached = await cache.get('categories', async () =>
        toCachedJson(categoriesResponseSchema.parse(await catalog.listCategories())),
      );
      return sendCachedJson(request, reply, cached, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/eventos/cidades/unicas',
    { schema: { tags, summary: 'Cidades com eventos', response: { 200: citiesResponseSchema } } },
    async (request, reply) => {
      const cached = await cache.get('cities', async () =>
        toCachedJson(citiesResponseSchema.parse(await catalog.listCities())),
      );
      return sendCachedJson(request, reply, cached, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/eventos/ingressos/eventos',
    {
      schema: {
        tags,
        summary: 'Eventos publicados que ainda não terminaram, do mais próximo ao mais distante',
        response: { 200: eventListResponseSchema },
      },
    },
    async (request, reply) => {
      const cached = await cache.get('events', async () =>
        toCachedJson(eventListResponseSchema.parse({ eventos: await catalog.listEvents() })),
      );
      return sendCachedJson(request, reply, cached, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/eventos/ingressos/evento/:id',
    {
      schema: {
        tags,
        summary: 'Um evento com ingressos, FAQ, palestrantes e programação',
        params: eventIdParams,
        response: {
          200: serverEventDetailSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await cache.get(`event:${id}`, async () => {
        const event = await catalog.getEvent(id);
        return event
          ? toCachedJson(serverEventDetailSchema.parse(event))
          : toCachedJson({ message: 'Evento não encontrado' }, 404);
      });
      return sendCachedJson(request, reply, cached, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/eventos/ingressos/eventos/afiliado/:codigo_afiliado',
    {
      schema: {
        tags,
        summary: 'Eventos aos quais o afiliado se associou',
        params: affiliateParams,
        response: { 200: eventListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const code = request.params.codigo_afiliado.toUpperCase();
      const cached = await cache.get(`affiliate:${code}`, async () =>
        toCachedJson(
          eventListResponseSchema.parse({ eventos: await catalog.listAffiliateEvents(code) }),
        ),
      );
      return sendCachedJson(request, reply, cached, CATALOG_CACHE_CONTROL);
    },
  );
};
