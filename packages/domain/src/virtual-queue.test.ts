import { describe, expect, it } from 'vitest';
import {
  admissionsDue,
  admittedThroughAfter,
  estimatedWaitSeconds,
  pollSeconds,
  shouldSwitchOff,
  shouldSwitchOn,
  VIRTUAL_QUEUE_TIMING,
} from './virtual-queue';
import { virtualQueueSettingsSchema, VIRTUAL_QUEUE_MESSAGES } from './virtual-queue-contract';

describe('admissionsDue', () => {
  it('admits whole buyers at the rate and keeps the fraction for the next tick', () => {
    // 7 a minute: one every 8,571.43 ms.
    const first = admissionsDue(0, 10_000, 7);
    expect(first.count).toBe(1);
    const second = admissionsDue(first.admittedThroughMs, 20_000, 7);
    expect(second.count).toBe(1);
    // Over a minute of one-second ticks: exactly 7, no drift.
    let through = 0;
    let admitted = 0;
    for (let now = 1_000; now <= 60_000; now += 1_000) {
      const due = admissionsDue(through, now, 7);
      admitted += due.count;
      through = due.admittedThroughMs;
    }
    expect(admitted).toBe(7);
  });

  it('admits nobody for time that did not pass (a clock behind another process’s)', () => {
    expect(admissionsDue(5_000, 4_000, 600)).toEqual({ count: 0, admittedThroughMs: 5_000 });
  });

  it('does not bank admissions nobody was there to use', () => {
    const due = admissionsDue(0, 60_000, 60);
    expect(due.count).toBe(60);
    expect(admittedThroughAfter(due, 10, 60_000)).toBe(60_000);
    expect(admittedThroughAfter(due, 60, 60_000)).toBe(due.admittedThroughMs);
  });
});

describe('waits and polls', () => {
  it('estimates the wait from the position and the rate', () => {
    expect(estimatedWaitSeconds(1, 60)).toBe(1);
    expect(estimatedWaitSeconds(600, 600)).toBe(60);
    expect(estimatedWaitSeconds(20_000, 600)).toBe(2_000);
  });

  it('asks often near the head, seldom far back, always inside the grace period', () => {
    expect(pollSeconds(1, 600)).toBe(VIRTUAL_QUEUE_TIMING.minPollSeconds);
    expect(pollSeconds(20_000, 600)).toBe(VIRTUAL_QUEUE_TIMING.maxPollSeconds);
    // A buyer who asks as told is never lost: the last write of `last_seen_at` is at most a
    // refresh period plus one poll old.
    expect(
      VIRTUAL_QUEUE_TIMING.seenRefreshMs + VIRTUAL_QUEUE_TIMING.maxPollSeconds * 1_000,
    ).toBeLessThan(VIRTUAL_QUEUE_TIMING.graceMs);
  });
});

describe('the automatic switch', () => {
  const window = VIRTUAL_QUEUE_TIMING.autoWindowMs / 1_000;
  it('turns on when the window’s holds reach the threshold per second', () => {
    expect(shouldSwitchOn(10 * window, 10)).toBe(true);
    expect(shouldSwitchOn(10 * window - 1, 10)).toBe(false);
  });

  it('turns off only with nobody waiting, few holds, and a quiet while', () => {
    const quiet = { waiting: 0, holdsInWindow: 0, thresholdPerSecond: 10, lastBusyMs: 0 };
    expect(shouldSwitchOff({ ...quiet, nowMs: VIRTUAL_QUEUE_TIMING.autoQuietMs })).toBe(true);
    expect(shouldSwitchOff({ ...quiet, nowMs: VIRTUAL_QUEUE_TIMING.autoQuietMs - 1 })).toBe(false);
    expect(shouldSwitchOff({ ...quiet, waiting: 1, nowMs: 10 ** 9 })).toBe(false);
    expect(shouldSwitchOff({ ...quiet, holdsInWindow: 10 * window, nowMs: 10 ** 9 })).toBe(false);
  });
});

describe('virtualQueueSettingsSchema', () => {
  it('takes whole numbers, typed or as text', () => {
    expect(
      virtualQueueSettingsSchema.parse({
        modo: 'ligada',
        por_minuto: '600',
        limite_reservas_por_segundo: 20,
      }),
    ).toEqual({ modo: 'ligada', por_minuto: 600, limite_reservas_por_segundo: 20 });
  });

  it('names each bad field in pt-BR', () => {
    const result = virtualQueueSettingsSchema.safeParse({
      modo: 'sempre',
      por_minuto: '12,5',
      limite_reservas_por_segundo: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      VIRTUAL_QUEUE_MESSAGES.modeInvalid,
      VIRTUAL_QUEUE_MESSAGES.rateInvalid,
      VIRTUAL_QUEUE_MESSAGES.thresholdInvalid,
    ]);
  });
});
