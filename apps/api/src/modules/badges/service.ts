import type { BadgeFilter, BadgeLayout, BadgesView } from '@bilheteria/domain/badge-contract';
import type { Db } from '../../db/client';
import { badgesView, saveBadgeLayout } from './layout';
import { printDoorBadge, printEventBadges, printTicketBadge, type BadgesPdf } from './print-badges';

export interface BadgesService {
  // The organizer: their organization's events only (another's answers 404, as unknown).
  view(organizationId: string, eventId: string): Promise<BadgesView>;
  saveLayout(organizationId: string, eventId: string, layout: BadgeLayout): Promise<BadgesView>;
  printAll(organizationId: string, eventId: string, filter: BadgeFilter): Promise<BadgesPdf>;
  printOne(organizationId: string, eventId: string, ticketId: string): Promise<BadgesPdf>;
  // The door: a scanner link's token is the only credential.
  printAtDoor(token: string, ticketId: string): Promise<BadgesPdf>;
}

export interface BadgesServiceOptions {
  db: Db;
  clock?: () => Date;
  /** Badges read at a time while a PDF is drawn (tests make it small). */
  batchSize?: number;
}

/** The badges' use cases: the layout (layout.ts) and the prints (print-badges.ts). */
export function createBadgesService({
  db,
  clock = () => new Date(),
  batchSize,
}: BadgesServiceOptions): BadgesService {
  return {
    view: badgesView({ db }),
    saveLayout: saveBadgeLayout({ db, clock }),
    printAll: printEventBadges({ db, clock, ...(batchSize ? { batchSize } : {}) }),
    printOne: printTicketBadge({ db, clock }),
    printAtDoor: printDoorBadge({ db, clock }),
  };
}
