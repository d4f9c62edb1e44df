/**
 * The rules of the virtual queue ('Fila virtual', issue 32), without I/O: how many buyers are due
 * an admission, how long a place waits, when a queue switches itself on and off.
 */

export const VIRTUAL_QUEUE_TIMING = {
  /** A buyer in line who has not asked for news this long loses the place. */
  graceMs: 2 * 60_000,
  /**
   * How stale `last_seen_at` may get before a status answer writes it again: most answers are
   * reads (20,000 buyers writing on every poll made the line's commits the bottleneck), and
   * refresh + the longest poll stays well inside the grace period.
   */
  seenRefreshMs: 60_000,
  /** How long an admitted buyer has to hold tickets. */
  admissionWindowMs: 10 * 60_000,
  /** Holds one admission may make (a changed choice, an expired hold, a retry). */
  ordersPerAdmission: 3,
  /** The window over which an automatic queue measures holds per second. */
  autoWindowMs: 5_000,
  /** An automatic queue switches off once nobody waited and no hold passed the rate this long. */
  autoQuietMs: 2 * 60_000,
  /** Status polls: never more often than this… */
  minPollSeconds: 2,
  /** …nor less often than this (well inside the grace period). */
  maxPollSeconds: 30,
} as const;

/**
 * Admissions due at `nowMs` at `ratePerMinute`, counted from `admittedThroughMs`, the instant up
 * to which admissions were granted. The new instant moves by whole admissions only, so the rate
 * holds exactly over any number of ticks (no drift from rounding), and never past now.
 */
export function admissionsDue(
  admittedThroughMs: number,
  nowMs: number,
  ratePerMinute: number,
): { count: number; admittedThroughMs: number } {
  const perAdmissionMs = 60_000 / ratePerMinute;
  const elapsed = Math.max(0, nowMs - admittedThroughMs);
  const count = Math.floor(elapsed / perAdmissionMs);
  return { count, admittedThroughMs: admittedThroughMs + count * perAdmissionMs };
}

/**
 * Where the clock of admissions stands after admitting `admitted` of `due` buyers: with fewer
 * buyers than admissions due, the unused ones are not banked (a burst later must still wait).
 */
export function admittedThroughAfter(
  due: { count: number; admittedThroughMs: number },
  admitted: number,
  nowMs: number,
): number {
  return admitted < due.count ? nowMs : due.admittedThroughMs;
}

/** The expected wait of the buyer at `position` (1 = next), in whole seconds. */
export function estimatedWaitSeconds(position: number, ratePerMinute: number): number {
  return Math.ceil((Math.max(1, position) * 60) / ratePerMinute);
}

/**
 * When a buyer at `position` should ask again: about when their turn may come, between the
 * minimum and maximum poll intervals (a long line asks seldom, the head often).
 */
export function pollSeconds(position: number | null, ratePerMinute: number | null): number {
  const { minPollSeconds, maxPollSeconds } = VIRTUAL_QUEUE_TIMING;
  if (position === null || ratePerMinute === null) return minPollSeconds;
  const wait = estimatedWaitSeconds(position, ratePerMinute);
  return Math.min(maxPollSeconds, Math.max(minPollSeconds, Math.round(wait / 4)));
}

/** Whether an automatic queue turns on: the holds of the last window reached the threshold. */
export function shouldSwitchOn(holdsInWindow: number, thresholdPerSecond: number): boolean {
  return holdsInWindow >= (thresholdPerSecond * VIRTUAL_QUEUE_TIMING.autoWindowMs) / 1_000;
}

/** Whether an automatic queue that is on turns off: nobody waits and it has been quiet. */
export function shouldSwitchOff(args: {
  waiting: number;
  holdsInWindow: number;
  thresholdPerSecond: number;
  lastBusyMs: number;
  nowMs: number;
}): boolean {
  return (
    args.waiting === 0 &&
    !shouldSwitchOn(args.holdsInWindow, args.thresholdPerSecond) &&
    args.nowMs - args.lastBusyMs >= VIRTUAL_QUEUE_TIMING.autoQuietMs
  );
}
