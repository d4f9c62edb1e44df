import { describe, expect, it } from 'vitest';
import { categories, events } from '../../db/schema';
import { createTestOrganization } from '../../test/auth';
import { useTestApp } from '../../test/test-context';

describe('catalog cache', () => {
  const ctx = useTestApp('pglite', { config: { catalogCacheTtlMs: 300 } });

  const listedCount = async () =>
    (await ctx.app.inject('/api/eventos/ingressos/eventos')).json<{ eventos: unknown[] }>().eventos
      .length;

  it('serves reads from memory for a short while, then sees new events', async () => {
    const before = await listedCount();
    const [category] = await ctx.database.db.select().from(categories).limit(1);
    const start = new Date(Date.now() + 5 * 86_400_000);
    await ctx.database.db.insert(events).values({
      slug: 'novo-evento',
      title: 'Novo evento',
      descriptionHtml: '<p>Novo</p>',
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      venue: 'Auditório',
      city: 'Natal',
      address: 'Av. Teste, 10',
      imageUrl: '/media/demo/events/x.svg',
      categoryId: category!.id,
      organizationId: await createTestOrganization(ctx.database),
      status: 'published',
    });
    expect(await listedCount()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await listedCount()).toBe(before + 1);
  });
});
