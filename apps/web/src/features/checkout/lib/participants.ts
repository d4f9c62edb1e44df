import {
  EMPTY_PARTICIPANT,
  type ParticipantFormValues as SeedFormValues,
} from '@bilheteria/domain/participant';
import { browserStorage } from '@/lib/browser-storage';
import { readAnswers, type ParticipantFormValues } from '@/lib/question-answers';

/**
 * The checkout's participants in local storage (spec §3 keys): `participantData` and
 * `compradorId` are lists by ticket position (index 0 = Participante 1) of the saved forms and
 * of the ids POST /api/comprador gave them; `participantDraft` keeps what is being typed, by
 * position, so a reload in the middle of a form loses nothing.
 */

export { EMPTY_PARTICIPANT };

/**
 * The form's values: the spec's fields, and the event's own questions' answers by question id
 * (issue 30), kept with them in the draft and the saved participant.
 */
export type { ParticipantFormValues };

export const PARTICIPANT_DATA_KEY = 'participantData';
export const COMPRADOR_ID_KEY = 'compradorId';
export const PARTICIPANT_DRAFT_KEY = 'participantDraft';

function readJson(key: string): unknown {
  const raw = browserStorage.read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stored values field by field: a field of the wrong type (or missing) reads as empty. */
function readValues(value: unknown): ParticipantFormValues | null {
  if (!isRecord(value)) return null;
  const values: Record<string, string | boolean> = { ...EMPTY_PARTICIPANT };
  for (const [field, empty] of Object.entries(EMPTY_PARTICIPANT)) {
    if (typeof value[field] === typeof empty) values[field] = value[field] as string | boolean;
  }
  const answers = readAnswers(value.respostas);
  return {
    ...(values as SeedFormValues),
    ...(Object.keys(answers).length > 0 ? { respostas: answers } : {}),
  };
}

/** Position (1-based) → list index, or null when it is not a ticket position. */
function indexOf(position: number): number | null {
  return Number.isSafeInteger(position) && position >= 1 ? position - 1 : null;
}

/** The saved participant of this ticket position, if any. */
export function readSavedParticipant(position: number): ParticipantFormValues | null {
  const index = indexOf(position);
  const list = readJson(PARTICIPANT_DATA_KEY);
  if (index === null || !Array.isArray(list)) return null;
  return readValues(list[index]);
}

/** The buyer ids by position (null where none was saved). */
export function readCompradorIds(): (string | null)[] {
  const list = readJson(COMPRADOR_ID_KEY);
  if (!Array.isArray(list)) return [];
  return list.map((id) => (typeof id === 'string' && id !== '' ? id : null));
}

function writeAt<T>(key: string, index: number, value: T): void {
  const stored = readJson(key);
  const list: unknown[] = Array.isArray(stored) ? [...(stored as unknown[])] : [];
  while (list.length < index) list.push(null);
  list[index] = value;
  browserStorage.write(key, JSON.stringify(list));
}

/** The values as stored: no `respostas` when the event asks nothing. */
function storable(values: ParticipantFormValues): ParticipantFormValues {
  const { respostas, ...seed } = values;
  return respostas && Object.keys(respostas).length > 0 ? { ...seed, respostas } : seed;
}

/** After POST /api/comprador: the participant and its id at its position; its draft is done. */
export function saveParticipant(
  position: number,
  values: ParticipantFormValues,
  compradorId: string,
): void {
  const index = indexOf(position);
  if (index === null) return;
  writeAt(PARTICIPANT_DATA_KEY, index, storable(values));
  writeAt(COMPRADOR_ID_KEY, index, compradorId);
  clearParticipantDraft(position);
}

function readDrafts(): Record<string, unknown> {
  const drafts = readJson(PARTICIPANT_DRAFT_KEY);
  return isRecord(drafts) ? drafts : {};
}

export function readParticipantDraft(position: number): ParticipantFormValues | null {
  return readValues(readDrafts()[String(position)]);
}

export function saveParticipantDraft(position: number, values: ParticipantFormValues): void {
  if (indexOf(position) === null) return;
  browserStorage.write(
    PARTICIPANT_DRAFT_KEY,
    JSON.stringify({ ...readDrafts(), [String(position)]: storable(values) }),
  );
}

export function clearParticipantDraft(position: number): void {
  const { [String(position)]: _done, ...others } = readDrafts();
  if (Object.keys(others).length === 0) browserStorage.remove(PARTICIPANT_DRAFT_KEY);
  else browserStorage.write(PARTICIPANT_DRAFT_KEY, JSON.stringify(others));
}

/** What the form of this position starts with: its draft, else what was saved, else empty. */
export function participantFormStart(position: number): ParticipantFormValues {
  return readParticipantDraft(position) ?? readSavedParticipant(position) ?? EMPTY_PARTICIPANT;
}

/** Forgets every participant (after payment, spec §4 "Card"). */
export function clearParticipants(): void {
  browserStorage.remove(PARTICIPANT_DATA_KEY);
  browserStorage.remove(COMPRADOR_ID_KEY);
  browserStorage.remove(PARTICIPANT_DRAFT_KEY);
}
