import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A fake clock for a test that waits on an interval (a status asked every 2 s, a countdown):
 * Date and setInterval follow it, it runs on by itself with real time (shouldAdvanceTime), and
 * `passTime` jumps it ahead instead of the test sleeping. setTimeout stays real: react-query
 * delivers its updates with setTimeout(0), which on a fake setTimeout would wait for the
 * clock's next step. Put the real clock back in afterEach (vi.useRealTimers).
 */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
}

/** Moves the fake clock `ms` ahead, running the intervals that come due, inside act(). */
export function passTime(ms: number): Promise<void> {
  return act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
