import {
  DEFAULT_VIRTUAL_QUEUE_SETTINGS,
  type OrganizerVirtualQueueView,
  type VirtualQueueMode,
  type VirtualQueueSettings,
} from '@bilheteria/domain/virtual-queue-contract';
import { estimatedWaitSeconds } from '@bilheteria/domain/virtual-queue';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { virtualQueues } from '../../db/schema';
import { ownedEvent } from '../../shared/owned-event';

/** The organizer's view: the settings (or the defaults) and the line as it stands. */
export async function organizerQueueView(
  db: Db,
  organizationId: string,
  eventId: string,
): Promise<OrganizerVirtualQueueView> {
  await ownedEvent(db, organizationId, eventId);
  const [queue] = await db.select().from(virtualQueues).where(eq(virtualQueues.eventId, eventId));
  const counts = {
    waiting: queue ? queue.joined - queue.admitted - queue.lost : 0,
    admitted: queue?.admitted ?? 0,
    gone: queue?.lost ?? 0,
  };
  const settings: VirtualQueueSettings = queue
    ? {
        modo: queue.mode as VirtualQueueMode,
        por_minuto: queue.ratePerMinute,
        limite_reservas_por_segundo: queue.autoThresholdPerSecond,
      }
    : DEFAULT_VIRTUAL_QUEUE_SETTINGS;
  const active = queue?.activeSince != null;
  return {
    ...settings,
    salvo: queue !== undefined,
    ativa: active,
    ativa_desde: queue?.activeSince?.toISOString() ?? null,
    aguardando: counts.waiting,
    admitidos: counts.admitted,
    desistentes: counts.gone,
    espera_estimada_segundos:
      active && counts.waiting > 0 ? estimatedWaitSeconds(counts.waiting, settings.por_minuto) : 0,
  };
}

/**
 * Saves the settings. 'ligada' turns the queue on now (admissions start counting from now);
 * 'desligada' turns it off (buyers in line are told to go to the checkout); 'automatica' keeps
 * the state the clock gave it — it switches by the holds per second.
 */
export async function saveQueueSettings(
  db: Db,
  organizationId: string,
  eventId: string,
  settings: VirtualQueueSettings,
  now: Date,
): Promise<void> {
  await ownedEvent(db, organizationId, eventId);
  const activeSince =
    settings.modo === 'ligada'
      ? sql`coalesce(${virtualQueues.activeSince}, ${now}::timestamptz)`
      : settings.modo === 'desligada'
        ? sql`null`
        : sql`case when ${virtualQueues.mode} = 'ligada' then null else ${virtualQueues.activeSince} end`;
  await db
    .insert(virtualQueues)
    .values({
      eventId,
      mode: settings.modo,
      ratePerMinute: settings.por_minuto,
      autoThresholdPerSecond: settings.limite_reservas_por_segundo,
      activeSince: settings.modo === 'ligada' ? now : null,
      admittedThrough: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: virtualQueues.eventId,
      set: {
        mode: settings.modo,
        ratePerMinute: settings.por_minuto,
        autoThresholdPerSecond: settings.limite_reservas_por_segundo,
        activeSince,
        // A queue switched on starts its admissions now, not from a time long past.
        admittedThrough: sql`case when ${virtualQueues.activeSince} is null then ${now}::timestamptz
          else ${virtualQueues.admittedThrough} end`,
        updatedAt: now,
      },
    });
}
