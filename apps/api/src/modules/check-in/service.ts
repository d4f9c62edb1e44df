import type {
  CheckInEventsResponse,
  CreateScannerLinkRequest,
  CreatedScannerLink,
  OccupancyResponse,
  ScannerLink,
  ScannerLinksResponse,
  ScannerSearchResponse,
  ScannerSession,
  ScannerTicketList,
  ScanRequest,
  ScanResponse,
  SyncRequest,
  SyncResponse,
} from '@bilheteria/domain/check-in-contract';
import type { Db } from '../../db/client';
import type { RunStatement } from '../../db/prepared';
import type { TicketSigningKey } from '../tickets';
import { checkInEvents, eventOccupancy } from './check-in-events';
import { doorScan, doorSearch, doorSession, doorSync, doorTicketList } from './door';
import { createScannerLink, eventScannerLinks, revokeScannerLink } from './scanner-links';

export interface CheckInService {
  // The organizer: a member, for their organization's events only (another's answers 404, as
  // unknown).
  events(organizationId: string): Promise<CheckInEventsResponse>;
  links(eventId: string, organizationId: string): Promise<ScannerLinksResponse>;
  /** The organization must own the event; the link is recorded as made by the member. */
  createLink(
    eventId: string,
    request: CreateScannerLinkRequest,
    member: { organizationId: string; userId: string },
  ): Promise<CreatedScannerLink>;
  /** The link revoked, and its event's id (for the audit log). */
  revokeLink(
    linkId: string,
    organizationId: string,
  ): Promise<{ link: ScannerLink; eventId: string }>;
  occupancy(eventId: string, organizationId: string): Promise<OccupancyResponse>;
  // The door: a scanner link's token is the only credential.
  session(token: string): Promise<ScannerSession>;
  ticketList(token: string): Promise<ScannerTicketList>;
  scan(token: string, request: ScanRequest): Promise<ScanResponse>;
  sync(token: string, request: SyncRequest): Promise<SyncResponse>;
  search(token: string, query: string): Promise<ScannerSearchResponse>;
}

export interface CheckInServiceOptions {
  db: Db;
  /** Runs the online scan's statement prepared (db/prepared.ts `statementRunner`). */
  statements: RunStatement;
  signingKey: () => Promise<TicketSigningKey>;
  /** The site's address, for the links door staff open (no trailing slash). */
  baseUrl: string;
  clock?: () => Date;
}

/** The check-in's use cases: the organizer's (check-in-events.ts, scanner-links.ts), the door's (door.ts). */
export function createCheckInService({
  db,
  statements,
  signingKey,
  baseUrl,
  clock = () => new Date(),
}: CheckInServiceOptions): CheckInService {
  const door = { db, clock, signingKey };
  return {
    events: checkInEvents({ db, clock }),
    links: eventScannerLinks({ db, clock }),
    createLink: createScannerLink({ db, clock, baseUrl }),
    revokeLink: revokeScannerLink({ db, clock }),
    occupancy: eventOccupancy({ db, clock }),
    session: doorSession(door),
    ticketList: doorTicketList(door),
    scan: doorScan({ ...door, statements }),
    sync: doorSync(door),
    search: doorSearch(door),
  };
}
