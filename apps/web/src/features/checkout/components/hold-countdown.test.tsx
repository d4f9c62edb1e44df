import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown, formatClock, spokenDuration } from './hold-countdown';

describe('the hold countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('writes the time left as mm:ss and in words', () => {
    expect(formatClock(15 * 60_000)).toBe('15:00');
    expect(formatClock(14 * 60_000 + 59_001)).toBe('15:00');
    expect(formatClock(59_000)).toBe('00:59');
    expect(formatClock(-5)).toBe('00:00');
    expect(spokenDuration(14 * 60_000 + 59_000)).toBe('14 minutos e 59 segundos');
    expect(spokenDuration(60_000)).toBe('1 minuto');
    expect(spokenDuration(1_000)).toBe('1 segundo');
    expect(spokenDuration(0)).toBe('0 segundos');
  });

  it('adds the hours from one hour on (a waiting-list offer holds for 12)', () => {
    expect(formatClock(12 * 3_600_000)).toBe('12:00:00');
    expect(formatClock(11 * 3_600_000 + 59 * 60_000 + 31_001)).toBe('11:59:32');
    expect(formatClock(3_600_000)).toBe('1:00:00');
    expect(formatClock(3_599_000)).toBe('59:59');
    expect(spokenDuration(11 * 3_600_000 + 59 * 60_000 + 32_000)).toBe(
      '11 horas, 59 minutos e 32 segundos',
    );
    expect(spokenDuration(12 * 3_600_000)).toBe('12 horas');
    expect(spokenDuration(3_600_000 + 5_000)).toBe('1 hora e 5 segundos');
    expect(spokenDuration(2 * 3_600_000 + 60_000)).toBe('2 horas e 1 minuto');

    render(<HoldCountdown endsAt={Date.now() + 12 * 3_600_000} onEnd={vi.fn()} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Ingressos reservados por 12:00:00');
    expect(timer).toHaveAccessibleName('Ingressos reservados por 12 horas');
    act(() => {
      vi.advanceTimersByTime(28_000);
    });
    expect(timer).toHaveTextContent('Ingressos reservados por 11:59:32');
    expect(timer).toHaveAccessibleName(
      'Ingressos reservados por 11 horas, 59 minutos e 32 segundos',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('ticks every second, warns quietly at 5 and 1 minute, and ends at zero', () => {
    const onEnd = vi.fn();
    render(<HoldCountdown endsAt={Date.now() + 5 * 60_000 + 2_000} onEnd={onEnd} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Ingressos reservados por 05:02');
    expect(timer).toHaveAccessibleName('Ingressos reservados por 5 minutos e 2 segundos');
    // Not a live region: a screen reader is not interrupted every second.
    expect(timer).not.toHaveAttribute('aria-live');
    expect(screen.getByRole('status')).toHaveTextContent('');

    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(timer).toHaveTextContent('05:00');
    expect(screen.getByRole('status')).toHaveTextContent('Restam 5 minutos da sua reserva.');

    act(() => {
      vi.advanceTimersByTime(4 * 60_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Restam 1 minuto da sua reserva.');
    expect(onEnd).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(timer).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
