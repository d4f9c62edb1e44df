import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../../db/client';
import type {} from '../auth'; // route config `audit`, request.auditDetail
import { recordActivity } from './audit-log';

/**
 * Every organizer route that names an `audit` action gets a line in its organization's log when
 * it succeeds, written before the answer leaves (so a client that saw the success will find the
 * line): who (the operator's support marked), what, and the route's parameters plus what the
 * handler added (`request.auditDetail`). Registered before the routes it watches.
 */
export function registerAuditTrail(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (routeOptions: RouteOptions) => {
    const action = routeOptions.config?.audit;
    if (!action) return;
    const eventParam = /\/eventos\/:id(\/|$)/.test(routeOptions.url) ? 'id' : 'eventId';
    const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const user = request.user;
      const organization = user?.organizacao;
      if (!user || !organization || reply.statusCode >= 300) return payload;
      const params = (request.params ?? {}) as Record<string, string | undefined>;
      const detail = { ...params, ...request.auditDetail };
      if (!detail.eventId && params[eventParam]) detail.eventId = params[eventParam];
      await recordActivity(db, {
        organizationId: organization.id,
        actor: { id: user.id, name: user.name, email: user.email, support: organization.suporte },
        action,
        subject: request.auditDetail?.subject ?? null,
        detail,
      });
      return payload;
    };
    const existing = routeOptions.onSend;
    routeOptions.onSend = [
      ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
      record,
    ];
  });
}
