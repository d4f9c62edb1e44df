import { browserStorage } from './browser-storage';

/**
 * Spec §3/§4: the ids of the events the affiliate has joined, kept in local storage under
 * 'affiliatedEvents'. A mirror of the server's list, which is the only one that counts: the
 * portal replaces it with the server's answer, affiliating to an event adds the event's id.
 */
export const AFFILIATED_EVENTS_KEY = 'affiliatedEvents';

export function readAffiliatedEvents(): string[] {
  const raw = browserStorage.read(AFFILIATED_EVENTS_KEY);
  if (!raw) return [];
  try {
    const ids: unknown = JSON.parse(raw);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeAffiliatedEvents(ids: readonly string[]): void {
  browserStorage.write(AFFILIATED_EVENTS_KEY, JSON.stringify([...new Set(ids)]));
}

export function addAffiliatedEvent(id: string): void {
  const ids = readAffiliatedEvents();
  if (!ids.includes(id)) writeAffiliatedEvents([...ids, id]);
}
