import { startingPriceLabel, toEventListItem } from '@bilheteria/domain/event-view';
import { pageTitle } from '@bilheteria/domain/site';
import { LRUCache } from 'lru-cache';
import { EVENT_PAGE_PATH, type PageMeta, type PageMetaResolver } from '../../http/page-meta';
import { eventStructuredData } from './event-structured-data';
import type { CatalogService } from './service';

/** `url` under the site's origin; with no origin ('') it stays as it is (relative). */
function absolute(origin: string, url: string): string {
  return origin ? new URL(url, `${origin}/`).toString() : url;
}

/**
 * Title and Open Graph tags for /event/:id and /events/:id: the event's title, when and
 * where, its price and cover; its canonical address and schema.org Event. Unknown events and
 * other pages get the defaults.
 */
export function eventPageMeta(catalog: CatalogService, ttlMs: number): PageMetaResolver {
  const cache =
    ttlMs > 0 ? new LRUCache<string, { meta: PageMeta | null }>({ max: 500, ttl: ttlMs }) : null;

  return async (pathname, origin) => {
    const id = EVENT_PAGE_PATH.exec(pathname)?.[1]?.toLowerCase();
    if (!id) return null;
    const key = `${origin}${pathname}`;
    const cached = cache?.get(key);
    if (cached) return cached.meta;

    const event = await catalog.getEvent(id);
    let meta: PageMeta | null = null;
    if (event) {
      const item = toEventListItem(event);
      // Cards link to /event/:id and search to /events/:id: one of them is the page's address.
      const canonical = `${origin}/event/${id}`;
      meta = {
        title: pageTitle(event.titulo),
        description: `${item.date} · ${item.time} · ${item.location}. ${event.categoria.nome} · ${startingPriceLabel(item)}.`,
        url: `${origin}${pathname}`,
        image: absolute(origin, event.foto),
        canonical,
        structuredData: eventStructuredData(event, { url: canonical, origin }),
      };
    }
    cache?.set(key, { meta });
    return meta;
  };
}
