import { randomUUID } from 'node:crypto';
import type { OfflineScan, SyncResponse } from '@bilheteria/domain/check-in-contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkInScans, tickets } from '../../db/schema';
import type { ResolvedEntry } from './ticket-entry';

export interface SyncLink {
  id: string;
  eventId: string;
  createdAt: Date;
}

interface Resolved {
  scan: OfflineScan;
  entry: ResolvedEntry;
  ticket: { id: string; eventId: string } | null;
}

/**
 * When the door scanned it: the device's clock, kept between the link's creation and now (a
 * device whose clock is wrong cannot put a scan before the link existed or in the future).
 */
export function offlineScanTime(scannedAt: string, link: SyncLink, now: Date): Date {
  const at = new Date(scannedAt).getTime();
  return new Date(Math.min(Math.max(at, link.createdAt.getTime()), now.getTime()));
}

/**
 * Scans made while the device was offline, sent later. Every one is recorded (once: its nonce);
 * an admission (`valido` at the door) makes its ticket used — or, when the ticket was already
 * checked in LATER than this scan, takes its place as the check-in (the first admission counts).
 * Any other admission of the same ticket, or of a ticket cancelled meanwhile, is a conflict: kept
 * and shown to the organizer, never merged away.
 *
 * A scan the server already holds under this link and nonce is one whose online answer was lost
 * (the device waited, then decided by itself under the same nonce). An admission the server had
 * refused becomes the door's admission (a conflict when the ticket was in already); an admission
 * already recorded (online or by an earlier upload) is never undone, whatever the upload says:
 * the ticket stays used, and a later scan of it is 'Já utilizado'.
 *
 * One transaction; tickets are locked in id order (before their scans are written) so that two
 * devices syncing at once cannot deadlock.
 */
export async function syncOfflineScans(
  db: Db,
  link: SyncLink,
  resolved: Resolved[],
  now: Date,
): Promise<SyncResponse> {
  const ordered = [...resolved].sort((a, b) =>
    (a.ticket?.id ?? '').localeCompare(b.ticket?.id ?? ''),
  );
  return db.transaction(async (tx) => {
    let conflicts = 0;
    for (const { scan, entry, ticket } of ordered) {
      const ofThisEvent = ticket && ticket.eventId === link.eventId ? ticket : null;
      const code = ofThisEvent ? entry.code : null;
      // The ticket first (before the scan's row, whose foreign key share-locks it): two devices
      // syncing the same tickets queue here in id order instead of deadlocking. No-key: the
      // scans' foreign keys do not wait for it.
      const [current] = ofThisEvent
        ? await tx
            .select({
              status: tickets.status,
              usedAt: tickets.usedAt,
              checkInScanId: tickets.checkInScanId,
            })
            .from(tickets)
            .where(eq(tickets.id, ofThisEvent.id))
            .for('no key update')
        : [];
      const scanId = randomUUID();
      const scannedAt = offlineScanTime(scan.lido_em, link, now);
      const inserted = await tx
        .insert(checkInScans)
        .values({
          id: scanId,
          nonce: scan.nonce,
          linkId: link.id,
          eventId: link.eventId,
          ticketId: ofThisEvent?.id ?? null,
          code,
          result: scan.resultado,
          offline: true,
          scannedAt,
          receivedAt: now,
        })
        .onConflictDoNothing({ target: checkInScans.nonce })
        .returning({ id: checkInScans.id });

      let admission: { scanId: string; scannedAt: Date } | null = null;
      if (inserted.length > 0) {
        if (scan.resultado === 'valido') admission = { scanId, scannedAt };
      } else {
        const [held] = await tx
          .select()
          .from(checkInScans)
          .where(eq(checkInScans.nonce, scan.nonce));
        // Sent before with the same answer (a retry), or not this link's scan: nothing to do.
        if (!held || held.linkId !== link.id || held.code !== code) continue;
        if (held.result === scan.resultado) continue;
        // An admission stands, whatever arrives after it: the server told the door 'Válido'
        // (or an earlier upload said so), and a ticket reopened here could let a second person
        // in on it. Only a refusal can still become the door's admission.
        if (held.result === 'valido') continue;
        await tx
          .update(checkInScans)
          .set({ result: scan.resultado, offline: true })
          .where(eq(checkInScans.id, held.id));
        if (scan.resultado === 'valido') {
          admission = { scanId: held.id, scannedAt: held.scannedAt };
        }
      }
      if (!admission) continue;
      if (!ofThisEvent || !current) {
        conflicts++;
        continue;
      }
      const becomesCheckIn =
        current.status === 'valid' ||
        (current.status === 'used' &&
          current.usedAt !== null &&
          current.usedAt > admission.scannedAt);
      if (becomesCheckIn) {
        await tx
          .update(tickets)
          .set({
            status: 'used',
            usedAt: admission.scannedAt,
            checkInScanId: admission.scanId,
            checkInLinkId: link.id,
          })
          .where(eq(tickets.id, ofThisEvent.id));
      }
      // Another admission of this ticket (before or after this one), or a cancelled ticket.
      if (current.status !== 'valid') conflicts++;
    }
    // Every scan sent is now held (recorded now or before), in the order the device sent them.
    return { recebidas: resolved.map(({ scan }) => scan.nonce), conflitos: conflicts };
  });
}

/** The tickets the entries name, by code (one query for the batch). */
export async function ticketsByCode(
  db: Db,
  codes: string[],
): Promise<Map<string, { id: string; eventId: string }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: tickets.id, eventId: tickets.eventId, code: tickets.code })
    .from(tickets)
    .where(inArray(tickets.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, { id: row.id, eventId: row.eventId }]));
}
