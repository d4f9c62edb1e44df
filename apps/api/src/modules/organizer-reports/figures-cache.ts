import { LRUCache } from 'lru-cache';

/**
 * Figures that are costly to add up (an event's 10,000 paid orders, an organizer's 200,000),
 * kept per key with the version of the data they were computed from — the newest instants of
 * the rows they sum (a payment, a commission recorded, a scan received), which a backward index
 * read tells in a fraction of a millisecond. A figure is served again while nothing newer was
 * written (exact), or, after a write, for `freshMs` at most (so a rush of sales recomputes it
 * once in that time, not on every request): figures are never more than `freshMs` behind.
 *
 * A version younger than `settleMs` may still be joined by a write that took its instant a moment
 * earlier and committed a moment later (or by the job that records a sale's commission): until
 * then the figure is trusted for `freshMs` only, as if something had changed.
 */
export interface FiguresCacheOptions {
  freshMs: number;
  settleMs: number;
  /** Keys kept (least recently used first out). */
  max?: number;
}

export interface Versioned<V> {
  value: V;
  /** When the figure was computed. */
  computedAt: Date;
}

interface Entry<V> extends Versioned<V> {
  version: string;
  exactVersion: string | undefined;
  /** No write can still join its version. */
  settled: boolean;
}

/** The version of some rows: their newest instants (ISO strings or null), joined. */
export function versionOf(instants: readonly (string | null)[]): {
  version: string;
  newest: number | null;
} {
  let newest: number | null = null;
  for (const instant of instants) {
    if (instant === null) continue;
    const time = Date.parse(instant);
    if (newest === null || time > newest) newest = time;
  }
  return { version: instants.map((instant) => instant ?? '-').join('|'), newest };
}

export class FiguresCache<V extends object> {
  readonly #entries: LRUCache<string, Entry<V>>;
  /** One computation per key at a time: concurrent requests share it. */
  readonly #pending = new Map<string, Promise<Entry<V>>>();

  readonly #freshMs: number;
  readonly #settleMs: number;

  constructor(
    private readonly clock: () => Date,
    { freshMs, settleMs, max = 2_000 }: FiguresCacheOptions,
  ) {
    this.#entries = new LRUCache({ max });
    this.#freshMs = freshMs;
    this.#settleMs = settleMs;
  }

  /**
   * `current.exactVersion`: the version of rows rarely written whose change the figure must show
   * at once (a refund, which the organizer watches go through), not up to `freshMs` later.
   */
  async get(
    key: string,
    current: { version: string; newest: number | null; exactVersion?: string },
    compute: () => Promise<V>,
  ): Promise<Versioned<V>> {
    const now = this.clock().getTime();
    const entry = this.#entries.get(key);
    if (entry && entry.exactVersion === current.exactVersion) {
      const age = now - entry.computedAt.getTime();
      if (age < this.#freshMs || (entry.settled && entry.version === current.version)) {
        return entry;
      }
    }
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = (async () => {
        const computedAt = this.clock();
        const value = await compute();
        const settled =
          current.newest === null || computedAt.getTime() - current.newest >= this.#settleMs;
        const fresh: Entry<V> = {
          value,
          computedAt,
          version: current.version,
          exactVersion: current.exactVersion,
          settled,
        };
        this.#entries.set(key, fresh);
        return fresh;
      })().finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }
}
