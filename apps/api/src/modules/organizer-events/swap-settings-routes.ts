import { organizerEventParamsSchema } from '@bilheteria/domain/organizer-contract';
import { swapSettingsSchema } from '@bilheteria/domain/participant-swap';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../http/errors';
import { organizationOf } from '../auth';
import { noStore } from '../../http/no-store';
import type { SwapSettingsUseCases } from './swap-settings';

/** The event's 'Troca de participante' setting: its organization reads and changes it. */
export const swapSettingsRoutes: FastifyPluginAsyncZod<{ settings: SwapSettingsUseCases }> = async (
  app,
  { settings },
) => {
  noStore(app);
  const tags = ['Organizador'];
  const url = '/organizador/eventos/:eventId/troca-participante';

  app.get(
    url,
    {
      config: { organization: 'eventos:ver' },
      schema: {
        tags,
        summary: 'Até quando o participante de um ingresso pode ser trocado',
        params: organizerEventParamsSchema,
        response: { 200: swapSettingsSchema, 404: errorResponseSchema },
      },
    },
    async (request) => settings.read(request.params.eventId, organizationOf(request).id),
  );

  app.put(
    url,
    {
      config: { organization: 'eventos:editar', audit: 'evento.troca-participante' },
      schema: {
        tags,
        summary: 'Permite (até N horas antes do início) ou desativa a troca de participante',
        description: 'Padrão: permitida até 24 horas antes do início do evento.',
        params: organizerEventParamsSchema,
        body: swapSettingsSchema,
        response: { 200: swapSettingsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      settings.save(request.params.eventId, organizationOf(request).id, request.body),
  );
};
