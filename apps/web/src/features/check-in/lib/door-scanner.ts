import { judgeOffline, readCheckInEntry, verdict, type Verdict } from '@bilheteria/domain/check-in';
import {
  CHECK_IN_MESSAGES,
  MAX_ENTRY_LENGTH,
  MAX_SYNC_SCANS,
} from '@bilheteria/domain/check-in-texts';
import type { ListedTicket, ScannerSession } from '@bilheteria/domain/check-in-contract';
import type { TicketSignatureCheck } from '@bilheteria/domain/ticket-qr';
import { getScannerSession } from '../api/get-scanner-session';
import { getScannerTickets } from '../api/get-scanner-tickets';
import { ScannerRequestError } from '../api/scanner-request';
import { searchTickets } from '../api/search-tickets';
import { sendScan } from '../api/send-scan';
import { syncScans } from '../api/sync-scans';
import { ScannerStore, type Admission, type QueuedScan } from './scanner-db';
import { ticketVerifier } from './ticket-verifier';

/** While offline, the server is asked again this often (and at once on the `online` event). */
export const PROBE_INTERVAL_MS = 5000;
/** While online, the ticket list is read again this often, in the background. */
export const LIST_REFRESH_MS = 45_000;

export const SCANNER_MESSAGES = {
  noNetworkFirstVisit:
    'Sem conexão com o servidor. Abra este link com internet uma primeira vez para preparar o leitor; tentaremos de novo automaticamente.',
  /** Offline, a typed code when this device never loaded the ticket list: it cannot know. */
  noListYet:
    'A lista de ingressos ainda não foi carregada neste aparelho. Confira o QR code ou aguarde a conexão.',
} as const;

export interface ScannerState {
  /** starting: reading the device and the server; ready: scanning; refused: the link is dead;
   *  unavailable: never opened online on this device and no network now. */
  phase: 'starting' | 'ready' | 'refused' | 'unavailable';
  session: ScannerSession | null;
  online: boolean;
  /** When the ticket list on this device was read from the server (its clock, ISO). */
  lastSync: string | null;
  /** Scans decided offline and not yet held by the server. */
  queued: number;
  /** The server's message when the link was refused, or why the scanner cannot start. */
  message: string | null;
  /** Scans made offline that were still queued when the link was refused: deleted, never sent. */
  discarded: number;
}

/** A verdict as the door shows it: which scan it answers and whether the device decided it. */
export interface DoorVerdict extends Verdict {
  nonce: string;
  offline: boolean;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The door's brain, outside React (the page subscribes to its state): every entry — camera,
 * typed code, hardware scanner, manual search — goes through `check`. Online, the server judges
 * (POST /leituras, 3 s at most); when that fails the device judges with `judgeOffline` from its
 * list, its own admissions and the event's key, queues the scan under the same nonce and stays
 * offline, probing every 5 s, until the server answers: then it uploads the queue, reads the list
 * again and says it is back online. Nobody presses anything. See docs/decisions/0018.
 */
export class DoorScanner {
  private state: ScannerState = {
    phase: 'starting',
    session: null,
    online: false,
    lastSync: null,
    queued: 0,
    message: null,
    discarded: 0,
  };
  private readonly listeners = new Set<() => void>();
  private readonly tickets = new Map<string, ListedTicket>();
  /** The list's code of each ticket id: a QR signed with another code was replaced (swapped). */
  private readonly codesById = new Map<string, string>();
  private readonly admissions = new Map<string, Admission>();
  private queue: QueuedScan[] = [];
  private checkSignature: TicketSignatureCheck | null = null;
  private store: ScannerStore | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastListAt = 0;
  private reconnecting: Promise<void> | null = null;
  private refreshing: Promise<void> | null = null;
  private stopped = false;
  /** Each start counts; a start that was stopped meanwhile (strict mode's second run) gives up. */
  private generation = 0;

  constructor(private readonly token: string) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = () => this.state;

  private set(patch: Partial<ScannerState>): void {
    if (this.stopped) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  async start(): Promise<void> {
    const run = ++this.generation;
    this.stopped = false;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.timer = setInterval(this.tick, PROBE_INTERVAL_MS);

    const store = await ScannerStore.open();
    if (run !== this.generation) return store.close();
    this.store = store;
    const stored = await store.load(this.token);
    if (run !== this.generation) return;
    if (stored.list) this.useList(stored.list);
    for (const admission of stored.admissions) this.admissions.set(admission.codigo, admission);
    this.queue = stored.queue;
    this.set({ queued: this.queue.length });

    try {
      const session = await getScannerSession(this.token);
      if (run !== this.generation) return;
      await this.useSession(session);
      this.set({ phase: 'ready' });
      await this.reconnect(session);
    } catch (error) {
      if (run !== this.generation || this.refuse(error)) return;
      if (stored.session) {
        await this.useSession(stored.session);
        this.set({ phase: 'ready', online: false });
      } else {
        this.set({ phase: 'unavailable', message: SCANNER_MESSAGES.noNetworkFirstVisit });
      }
    }
  }

  /** Stops timers and listeners; `start` may be called again (React's strict mode does). */
  stop(): void {
    this.stopped = true;
    this.generation++;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.store?.close();
    this.store = null;
  }

  /** One entry from any of the door's inputs → its verdict (null once the link is refused). */
  async check(entrada: string): Promise<DoorVerdict | null> {
    if (this.state.phase !== 'ready') return null;
    const nonce = crypto.randomUUID();
    const lido_em = new Date().toISOString();
    // Longer than any ticket's entry: 'Inválido' at once — never sent, never queued.
    if (entrada.trim().length > MAX_ENTRY_LENGTH) {
      // Not a ticket of ours, whatever it is; the server would refuse it (and, in a sync batch,
      // the whole batch with it), so it is neither sent nor queued.
      const answer = verdict('invalido', { motivo: CHECK_IN_MESSAGES.notATicket });
      return { ...answer, nonce, offline: !this.state.online };
    }
    if (this.state.online) {
      try {
        const answer = await sendScan(this.token, { nonce, entrada });
        this.learn(answer, lido_em);
        return { ...answer, nonce, offline: false };
      } catch (error) {
        if (this.refuse(error)) return null;
        if (error instanceof ScannerRequestError && error.kind === 'rejected') {
          return { ...verdict('invalido', { motivo: error.message }), nonce, offline: false };
        }
        this.goOffline();
      }
    }
    return this.judgeHere(entrada, nonce, lido_em);
  }

  /** Manual search by name or e-mail: the server's answer, or the local list offline. */
  async search(query: string): Promise<ListedTicket[]> {
    if (this.state.online) {
      try {
        return (await searchTickets(this.token, query)).ingressos;
      } catch (error) {
        if (this.refuse(error)) return [];
        if (!(error instanceof ScannerRequestError) || error.kind !== 'unreachable') throw error;
        this.goOffline();
      }
    }
    return this.searchHere(query);
  }

  private searchHere(query: string): ListedTicket[] {
    const wanted = normalize(query);
    const found: ListedTicket[] = [];
    for (const ticket of this.tickets.values()) {
      if (normalize(ticket.nome).includes(wanted) || normalize(ticket.email).includes(wanted)) {
        const here = this.admissions.get(ticket.codigo);
        found.push(
          here && ticket.status === 'valid'
            ? { ...ticket, status: 'used', utilizado_em: here.lido_em, portao: here.portao }
            : ticket,
        );
        if (found.length === 50) break;
      }
    }
    return found;
  }

  private async judgeHere(entrada: string, nonce: string, lido_em: string): Promise<DoorVerdict> {
    const { session } = this.state;
    let answer = await judgeOffline(entrada, {
      eventId: session!.evento.id,
      checkSignature: this.checkSignature ?? (() => false),
      ticketByCode: (code) => this.tickets.get(code),
      ticketById: (id) => {
        const code = this.codesById.get(id);
        return code === undefined ? undefined : this.tickets.get(code);
      },
      admittedHere: (code) => this.admissions.get(code),
    });
    // No list ever loaded here: a typed code is unknown, not known to be wrong. Say so (a signed
    // QR was still judged by its signature).
    if (
      this.state.lastSync === null &&
      answer.motivo === CHECK_IN_MESSAGES.notATicket &&
      readCheckInEntry(entrada)?.kind === 'code'
    ) {
      answer = { ...answer, motivo: SCANNER_MESSAGES.noListYet };
    }
    const scan: QueuedScan = {
      token: this.token,
      nonce,
      entrada: entrada.trim(),
      resultado: answer.resultado,
      lido_em,
    };
    const admission =
      answer.resultado === 'valido' && answer.ingresso
        ? {
            token: this.token,
            codigo: answer.ingresso.codigo,
            lido_em,
            portao: session!.portao.rotulo,
          }
        : null;
    // The link was refused meanwhile: the device has forgotten it, nothing more is kept.
    if (this.state.phase === 'refused') return { ...answer, nonce, offline: true };
    if (admission) this.admissions.set(admission.codigo, admission);
    // An empty entry is not a scan: nothing to tell the server.
    if (scan.entrada) {
      this.queue.push(scan);
      this.set({ queued: this.queue.length });
      void this.store?.queueScan(scan, admission);
    }
    return { ...answer, nonce, offline: true };
  }

  /** What the server said about a ticket is what this device knows from now on. */
  private learn(answer: Verdict, lido_em: string): void {
    const code = answer.ingresso?.codigo;
    if (!code || this.state.phase === 'refused') return;
    const listed = this.tickets.get(code);
    if (answer.resultado === 'valido') {
      const admission = {
        token: this.token,
        codigo: code,
        lido_em,
        portao: this.state.session!.portao.rotulo,
      };
      this.admissions.set(code, admission);
      void this.store?.admit(admission);
      if (listed) {
        this.tickets.set(code, {
          ...listed,
          status: 'used',
          utilizado_em: lido_em,
          portao: admission.portao,
        });
      }
    } else if (answer.resultado === 'ja_utilizado' && listed) {
      this.tickets.set(code, {
        ...listed,
        status: 'used',
        utilizado_em: answer.utilizado_em ?? listed.utilizado_em,
        portao: answer.portao ?? listed.portao,
      });
    }
  }

  private async useSession(session: ScannerSession): Promise<void> {
    const previousKey = this.state.session?.chave_publica;
    if (!this.checkSignature || previousKey !== session.chave_publica) {
      try {
        // WebCrypto's Ed25519, or @noble/ed25519 where the browser lacks it (ticket-verifier.ts).
        this.checkSignature = ticketVerifier(session.chave_publica);
      } catch {
        // Not an Ed25519 key: offline, QR codes then fail; online the server still judges.
        this.checkSignature = null;
      }
    }
    this.set({ session });
    await this.store?.saveSession(this.token, session);
  }

  private useList(list: { sincronizado_em: string; ingressos: ListedTicket[] }): string[] {
    this.tickets.clear();
    this.codesById.clear();
    const confirmed: string[] = [];
    for (const ticket of list.ingressos) {
      this.tickets.set(ticket.codigo, ticket);
      this.codesById.set(ticket.id, ticket.codigo);
      if (ticket.status !== 'valid' && this.admissions.delete(ticket.codigo)) {
        confirmed.push(ticket.codigo);
      }
    }
    // Admissions the list does not confirm yet still count here.
    for (const [code, here] of this.admissions) {
      const listed = this.tickets.get(code);
      if (listed) {
        this.tickets.set(code, {
          ...listed,
          status: 'used',
          utilizado_em: here.lido_em,
          portao: here.portao,
        });
      }
    }
    this.set({ lastSync: list.sincronizado_em });
    return confirmed;
  }

  private refreshList(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const list = await getScannerTickets(this.token);
        if (this.stopped || this.state.phase === 'refused') return;
        this.lastListAt = Date.now();
        const confirmed = this.useList(list);
        await this.store?.saveList(this.token, list, confirmed);
      } catch (error) {
        if (
          !this.refuse(error) &&
          error instanceof ScannerRequestError &&
          error.kind === 'unreachable'
        ) {
          this.goOffline();
        }
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  /**
   * Uploads the queue in batches: 'synced' once the server holds every queued scan; 'retry' when
   * it took none of a batch (offline still, the next probe tries again); 'stuck' when it
   * answered a batch with a 4xx (a 400: a batch it will never take, whatever the network).
   */
  private async syncQueue(): Promise<'synced' | 'retry' | 'stuck'> {
    for (let round = 0; round < 100 && this.queue.length > 0; round++) {
      const batch = this.queue.slice(0, MAX_SYNC_SCANS);
      let recebidas: string[];
      try {
        ({ recebidas } = await syncScans(this.token, {
          leituras: batch.map(({ nonce, entrada, resultado, lido_em }) => ({
            nonce,
            entrada,
            resultado,
            lido_em,
          })),
        }));
      } catch (error) {
        if (!(error instanceof ScannerRequestError) || error.kind !== 'rejected') throw error;
        console.error(
          `Check-in: o servidor recusou ${batch.length} leitura(s) feita(s) sem conexão ` +
            `(${error.status}: ${error.message}); elas ficam neste aparelho e serão reenviadas.`,
        );
        return 'stuck';
      }
      const held = new Set(recebidas);
      this.queue = this.queue.filter((scan) => !held.has(scan.nonce));
      this.set({ queued: this.queue.length });
      await this.store?.unqueue(recebidas);
      // The server took none of them: try again at the next probe rather than loop.
      if (held.size === 0) return 'retry';
    }
    return this.queue.length === 0 ? 'synced' : 'retry';
  }

  /** Probe, upload the queue, go online, read the list again. One at a time. */
  private reconnect(known?: ScannerSession): Promise<void> {
    this.reconnecting ??= (async () => {
      try {
        const session = known ?? (await getScannerSession(this.token));
        if (!known) await this.useSession(session);
        // A batch the server refused (a 400) would keep the door offline for good if it waited
        // for an empty queue: the server is up, so the door goes online for new scans (the
        // server judges them) and keeps the queue — nothing dropped, the error on the console —
        // sending it again at every probe (`tick`, every 5 s while something is queued). Until
        // then a ticket admitted offline in that queue is not yet known to the server.
        if ((await this.syncQueue()) === 'retry') return;
        this.set({ online: true, phase: 'ready', message: null });
        await this.refreshList();
      } catch (error) {
        if (!this.refuse(error)) this.goOffline();
      } finally {
        this.reconnecting = null;
      }
    })();
    return this.reconnecting;
  }

  private goOffline(): void {
    if (this.state.online) this.set({ online: false });
  }

  /**
   * A 401 (or a link the server does not accept): say so and stop scanning. The link is dead for
   * good, so the device forgets it: the session, the attendee list (names, e-mails, codes), the
   * admissions, and the queued scans too — a dead link can never upload them; the screen says
   * how many there were.
   */
  private refuse(error: unknown): boolean {
    if (!(error instanceof ScannerRequestError)) return false;
    const dead = error.kind === 'refused' || (error.kind === 'rejected' && !this.state.session);
    if (dead) {
      if (this.state.phase !== 'refused') {
        const discarded = this.queue.length;
        this.queue = [];
        this.tickets.clear();
        this.codesById.clear();
        this.admissions.clear();
        void this.store?.forget(this.token);
        this.set({ phase: 'refused', online: false, message: error.message, queued: 0, discarded });
      }
      if (this.timer) clearInterval(this.timer);
    }
    return dead;
  }

  private readonly tick = () => {
    if (this.state.phase === 'refused' || this.stopped) return;
    if (!this.state.online) void this.reconnect();
    else if (this.queue.length > 0) void this.reconnect();
    else if (Date.now() - this.lastListAt >= LIST_REFRESH_MS) void this.refreshList();
  };

  private readonly onOnline = () => {
    if (this.state.phase !== 'refused') void this.reconnect();
  };

  private readonly onOffline = () => this.goOffline();
}
