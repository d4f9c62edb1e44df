import { myOrdersResponseSchema } from '@bilheteria/domain/my-orders-contract';
import { ROLES } from '@bilheteria/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../http/no-store';
import type { OrderOwners } from './order-owners-service';

/** Meus Pedidos: what the signed-in person bought, from any device. */
export const myOrdersRoutes: FastifyPluginAsyncZod<{ owners: OrderOwners }> = async (
  app,
  { owners },
) => {
  noStore(app);
  app.get(
    '/meus-pedidos',
    {
      config: { roles: ROLES },
      schema: {
        tags: ['Checkout'],
        summary: 'Os pedidos que a conta comprou, do mais recente ao mais antigo',
        description:
          'Inclui os pedidos pagos com o e-mail da conta em outro aparelho, sem conta: ao ' +
          'entrar, eles passam a ser da conta.',
        response: { 200: myOrdersResponseSchema },
      },
    },
    async (request) => owners.myOrders(request.user!),
  );
};
