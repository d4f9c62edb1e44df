import { randomUUID } from 'node:crypto';
import type {
  CreatedScannerLink,
  OccupancyResponse,
  ScanResponse,
  SyncRequest,
  SyncResponse,
} from '@bilheteria/domain/check-in-contract';
import { and, eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema';
import type { TestAccount } from '../../test/auth';
import type { TestContext } from '../../test/test-context';

/**
 * Tests' door: a scanner link made by an admin, and scans through its token. Events made
 * straight in the database belong to an organization nobody has joined: the admin's
 * organization takes them before the admin acts as their organizer.
 */
export function testScanner(ctx: TestContext, admin: () => TestAccount) {
  const own = (eventId: string) =>
    ctx.database.db
      .update(events)
      .set({ organizationId: admin().user.organizacao!.id, organizerId: admin().user.id })
      .where(
        and(
          eq(events.id, eventId),
          sql`not exists (select 1 from organization_members m
            where m.organization_id = "events"."organization_id")`,
        ),
      );
  return {
    own,

    async createLink(eventId: string, rotulo = 'Portão A'): Promise<CreatedScannerLink> {
      await own(eventId);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/organizador/eventos/${eventId}/check-in/links`,
        cookies: admin().cookies,
        payload: { rotulo },
      });
      if (response.statusCode !== 201) throw new Error(`create link answered ${response.body}`);
      return response.json<CreatedScannerLink>();
    },

    scanRequest(token: string, entrada: string, nonce: string = randomUUID()) {
      return ctx.app.inject({
        method: 'POST',
        url: `/api/check-in/${token}/leituras`,
        payload: { nonce, entrada },
      });
    },

    async scan(token: string, entrada: string, nonce?: string): Promise<ScanResponse> {
      const response = await this.scanRequest(token, entrada, nonce);
      if (response.statusCode !== 200) throw new Error(`scan answered ${response.body}`);
      return response.json<ScanResponse>();
    },

    syncRequest(token: string, leituras: SyncRequest['leituras']) {
      return ctx.app.inject({
        method: 'POST',
        url: `/api/check-in/${token}/sincronizar`,
        payload: { leituras },
      });
    },

    async sync(token: string, leituras: SyncRequest['leituras']): Promise<SyncResponse> {
      const response = await this.syncRequest(token, leituras);
      if (response.statusCode !== 200) throw new Error(`sync answered ${response.body}`);
      return response.json<SyncResponse>();
    },

    async occupancy(eventId: string): Promise<OccupancyResponse> {
      await own(eventId);
      const response = await ctx.app.inject({
        url: `/api/organizador/eventos/${eventId}/check-in`,
        cookies: admin().cookies,
      });
      if (response.statusCode !== 200) throw new Error(`occupancy answered ${response.body}`);
      return response.json<OccupancyResponse>();
    },
  };
}

/** An offline scan as a device queues it. */
export const offlineScan = (
  entrada: string,
  lidoEm: Date,
  resultado: SyncRequest['leituras'][number]['resultado'] = 'valido',
) => ({ nonce: randomUUID(), entrada, resultado, lido_em: lidoEm.toISOString() });
