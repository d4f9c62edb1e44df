import type {
  ListedTicket,
  OfflineScan,
  ScannerSession,
} from '@bilheteria/domain/check-in-contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * What the door keeps on the device (docs/decisions/0018), one IndexedDB database for every
 * scanner link opened on it, each record under the link's token:
 *
 * - `sessions`: the gate, the event and its public key, so the page starts without the network;
 * - `lists`: the event's ticket list as last read, one record (reading 20,000 tickets as one
 *   value is one fast read, a cursor over 20,000 records is not);
 * - `queue`: the scans decided offline, each with its nonce and the device's time, until the
 *   server says it holds them;
 * - `admissions`: the tickets this device let in (online or offline) that the list does not show
 *   as used yet, so that a ticket admitted here is 'Já utilizado' here even before a sync.
 *
 * A refused link's records are all deleted (`forget`).
 */
export interface QueuedScan extends OfflineScan {
  token: string;
}

export interface Admission {
  token: string;
  codigo: string;
  lido_em: string;
  portao: string;
}

interface ScannerDb extends DBSchema {
  sessions: { key: string; value: { token: string; session: ScannerSession } };
  lists: {
    key: string;
    value: { token: string; sincronizado_em: string; ingressos: ListedTicket[] };
  };
  queue: { key: string; value: QueuedScan; indexes: { token: string } };
  admissions: { key: [string, string]; value: Admission; indexes: { token: string } };
}

export const SCANNER_DB_NAME = 'bilheteria-check-in';

export interface StoredScanner {
  session: ScannerSession | null;
  list: { sincronizado_em: string; ingressos: ListedTicket[] } | null;
  queue: QueuedScan[];
  admissions: Admission[];
}

/**
 * The door's storage. When IndexedDB cannot be opened (a private window of an old browser) the
 * scanner still works online and offline in memory; it only forgets on reload.
 */
export class ScannerStore {
  private constructor(private readonly db: IDBPDatabase<ScannerDb> | null) {}

  static async open(): Promise<ScannerStore> {
    try {
      const db = await openDB<ScannerDb>(SCANNER_DB_NAME, 1, {
        upgrade(database) {
          database.createObjectStore('sessions', { keyPath: 'token' });
          database.createObjectStore('lists', { keyPath: 'token' });
          database.createObjectStore('queue', { keyPath: 'nonce' }).createIndex('token', 'token');
          database
            .createObjectStore('admissions', { keyPath: ['token', 'codigo'] })
            .createIndex('token', 'token');
        },
      });
      return new ScannerStore(db);
    } catch {
      return new ScannerStore(null);
    }
  }

  close(): void {
    this.db?.close();
  }

  async load(token: string): Promise<StoredScanner> {
    if (!this.db) return { session: null, list: null, queue: [], admissions: [] };
    const tx = this.db.transaction(['sessions', 'lists', 'queue', 'admissions']);
    const [session, list, queue, admissions] = await Promise.all([
      tx.objectStore('sessions').get(token),
      tx.objectStore('lists').get(token),
      tx.objectStore('queue').index('token').getAll(token),
      tx.objectStore('admissions').index('token').getAll(token),
    ]);
    return {
      session: session?.session ?? null,
      list: list ? { sincronizado_em: list.sincronizado_em, ingressos: list.ingressos } : null,
      queue: queue.sort((a, b) => a.lido_em.localeCompare(b.lido_em)),
      admissions,
    };
  }

  async saveSession(token: string, session: ScannerSession): Promise<void> {
    await this.db?.put('sessions', { token, session });
  }

  /** A fresh list replaces the old one; admissions the list now shows as used are dropped. */
  async saveList(
    token: string,
    list: { sincronizado_em: string; ingressos: ListedTicket[] },
    confirmedCodes: string[],
  ): Promise<void> {
    if (!this.db) return;
    const tx = this.db.transaction(['lists', 'admissions'], 'readwrite');
    const admissions = tx.objectStore('admissions');
    await Promise.all([
      tx.objectStore('lists').put({ token, ...list }),
      ...confirmedCodes.map((codigo) => admissions.delete([token, codigo])),
      tx.done,
    ]);
  }

  /** One scan decided offline, with the admission it made (if it let someone in), at once. */
  async queueScan(scan: QueuedScan, admission: Admission | null): Promise<void> {
    if (!this.db) return;
    const tx = this.db.transaction(['queue', 'admissions'], 'readwrite');
    await Promise.all([
      tx.objectStore('queue').put(scan),
      admission ? tx.objectStore('admissions').put(admission) : null,
      tx.done,
    ]);
  }

  async admit(admission: Admission): Promise<void> {
    await this.db?.put('admissions', admission);
  }

  /**
   * A refused link (401: expired or revoked) leaves nothing on the device: its session, its
   * ticket list (names, e-mails, codes), its admissions and its queued scans, which can never be
   * uploaded with a dead link. Other links' records stay.
   */
  async forget(token: string): Promise<void> {
    if (!this.db) return;
    const tx = this.db.transaction(['sessions', 'lists', 'queue', 'admissions'], 'readwrite');
    const queue = tx.objectStore('queue');
    await Promise.all([
      tx.objectStore('sessions').delete(token),
      tx.objectStore('lists').delete(token),
      tx.objectStore('admissions').delete(IDBKeyRange.bound([token], [token, []])),
      queue
        .index('token')
        .getAllKeys(token)
        .then((nonces) => Promise.all(nonces.map((nonce) => queue.delete(nonce)))),
      tx.done,
    ]);
  }

  /** The scans the server now holds leave the queue; the others stay for the next try. */
  async unqueue(nonces: string[]): Promise<void> {
    if (!this.db || nonces.length === 0) return;
    const tx = this.db.transaction('queue', 'readwrite');
    await Promise.all([...nonces.map((nonce) => tx.store.delete(nonce)), tx.done]);
  }
}
