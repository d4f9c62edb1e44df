import type { Category, ServerEvent, ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { and, asc, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  affiliateEvents,
  affiliates,
  agendaItems,
  categories,
  events,
  faqItems,
  speakers,
  ticketTypes,
} from '../../db/schema';
import {
  AGENDA_COLUMNS,
  EVENT_PAGE_COLUMNS,
  FAQ_COLUMNS,
  LISTED_EVENT_COLUMNS,
  SPEAKER_COLUMNS,
  startingPriceCents,
  TICKET_COLUMNS,
  toServerEvent,
  toServerEventDetail,
} from './event-dto';

export interface CatalogService {
  listCategories(): Promise<Category[]>;
  /** Distinct cities of the listed events, in pt-BR alphabetical order. */
  listCities(): Promise<string[]>;
  /** Published events that have not ended, soonest first. */
  listEvents(): Promise<ServerEvent[]>;
  /** The listed events the affiliate with this code has joined. */
  listAffiliateEvents(affiliateCode: string): Promise<ServerEvent[]>;
  /**
   * An event with tickets, agenda, speakers and FAQ: a published one, or one that sold and was
   * then unpublished or cancelled (with its `situacao`); null for any other (a draft).
   */
  getEvent(id: string): Promise<ServerEventDetail | null>;
  /** The listed events' ids and when each last changed, for sitemap.xml. */
  listSitemapEntries(): Promise<{ id: string; updatedAt: Date }[]>;
}

export interface CatalogServiceOptions {
  clock?: () => Date;
  /**
   * Whether an event ever sold (organizer-events answers it). Its buyers hold tickets, so an
   * unpublished or cancelled event that sold stays readable by its link; one that never sold is
   * a draft and stays unseen. Without it, only published events are shown.
   */
  hasSold?: (eventId: string) => Promise<boolean>;
}

/** The named columns of a table's column map (`getTableColumns`), typed as such. */
function pickColumns<
  All extends Record<string, unknown>,
  Names extends Partial<Record<keyof All, true>>,
>(all: All, names: Names): Pick<All, Extract<keyof Names, keyof All>> {
  return Object.fromEntries(Object.keys(names).map((name) => [name, all[name]])) as Pick<
    All,
    Extract<keyof Names, keyof All>
  >;
}

const byPtBr = new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare;

export function createCatalogService(
  db: Db,
  { clock = () => new Date(), hasSold = async () => false }: CatalogServiceOptions = {},
): CatalogService {
  const isListed = (now: Date | SQL = clock()): SQL =>
    and(eq(events.status, 'published'), gt(events.endsAt, now)) as SQL;

  // The public catalog's reads are named prepared statements (on a PostgreSQL server: parsed and
  // planned once per connection, not on every uncached answer; decision 0037). "Now" is a value
  // of each run, never part of the statement.
  const nowParam = sql`${sql.placeholder('now')}::timestamptz`;
  const listedEventsBase = () =>
    db
      .select({
        event: pickColumns(getTableColumns(events), LISTED_EVENT_COLUMNS),
        categoryName: categories.name,
        // The same rule as startingPriceCents(), in SQL: cheapest type with seats left. Per listed
        // event, through ticket_types' event index: past events' types are never read.
        minPriceCents: sql<number | null>`(
          select coalesce(
            min(${ticketTypes.priceCents}) filter (
              where ${ticketTypes.quantity} - ${ticketTypes.sold} - ${ticketTypes.reserved} > 0),
            min(${ticketTypes.priceCents}))
          from ${ticketTypes} where ${ticketTypes.eventId} = ${events.id})`,
      })
      .from(events)
      .innerJoin(categories, eq(categories.id, events.categoryId));
  const listedEvents = listedEventsBase()
    .where(isListed(nowParam))
    .orderBy(asc(events.startsAt), asc(events.title))
    .prepare('catalog_listed_events');
  const affiliateListedEvents = listedEventsBase()
    .innerJoin(affiliateEvents, eq(affiliateEvents.eventId, events.id))
    .innerJoin(affiliates, eq(affiliates.id, affiliateEvents.affiliateId))
    .where(and(isListed(nowParam), eq(affiliates.code, sql.placeholder('code'))))
    .orderBy(asc(events.startsAt), asc(events.title))
    .prepare('catalog_affiliate_listed_events');
  const eventWithDetails = db.query.events
    .findFirst({
      columns: EVENT_PAGE_COLUMNS,
      where: eq(events.id, sql.placeholder('id')),
      with: {
        category: { columns: { name: true } },
        // 'Organizado por': the organization's public name and logo as they are now.
        organization: {
          columns: {
            publicName: true,
            logoUrl: true,
            feePercentBp: true,
            feeFixedCents: true,
            feeBuyerPays: true,
          },
        },
        ticketTypes: {
          columns: TICKET_COLUMNS,
          orderBy: [asc(ticketTypes.position), asc(ticketTypes.priceCents)],
        },
        agendaItems: {
          columns: AGENDA_COLUMNS,
          orderBy: [asc(agendaItems.day), asc(agendaItems.startsAt)],
        },
        speakers: { columns: SPEAKER_COLUMNS, orderBy: [asc(speakers.position)] },
        faqItems: { columns: FAQ_COLUMNS, orderBy: [asc(faqItems.position)] },
      },
    })
    .prepare('catalog_event_with_details');

  return {
    async listCategories() {
      return db
        .select({ id: categories.id, nome_categoria: categories.name })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id));
    },

    async listCities() {
      const rows = await db.selectDistinct({ city: events.city }).from(events).where(isListed());
      return rows.map((row) => row.city).sort(byPtBr);
    },

    async listEvents() {
      const rows = await listedEvents.execute({ now: clock().toISOString() });
      return rows.map(toServerEvent);
    },

    listSitemapEntries: () =>
      db
        .select({ id: events.id, updatedAt: events.updatedAt })
        .from(events)
        .where(isListed())
        .orderBy(asc(events.startsAt), asc(events.id)),

    async listAffiliateEvents(affiliateCode) {
      const rows = await affiliateListedEvents.execute({
        now: clock().toISOString(),
        code: affiliateCode.toUpperCase(),
      });
      return rows.map(toServerEvent);
    },

    async getEvent(id) {
      const event = await eventWithDetails.execute({ id });
      if (!event) return null;
      // Anyone with the link, not only signed-in holders: most buyers never sign in (tickets
      // arrive by e-mail, participants hold tickets without an order), and the page was public
      // while it sold. The listing (isListed) never shows it again.
      const published = event.status === 'published' && !event.canceledAt;
      if (!published && !(await hasSold(event.id))) return null;
      const {
        category,
        organization,
        ticketTypes: tickets,
        agendaItems: agenda,
        speakers: people,
        faqItems: faq,
        ...row
      } = event;
      return toServerEventDetail({
        saleState: published ? 'publicado' : row.canceledAt ? 'cancelado' : 'vendas_encerradas',
        event: row,
        categoryName: category.name,
        minPriceCents: startingPriceCents(tickets),
        organizer: {
          name: organization.publicName,
          logoUrl: organization.logoUrl,
          fee: {
            percentBp: organization.feePercentBp,
            fixedCents: organization.feeFixedCents,
            buyerPays: organization.feeBuyerPays,
          },
        },
        ticketTypes: tickets,
        agendaItems: agenda,
        speakers: people,
        faqItems: faq,
      });
    },
  };
}
