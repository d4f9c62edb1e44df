import { describe, expect, it } from 'vitest';
import { dayOfLocalDate, formatCalendarDay, isCalendarDay, localDateOfDay } from './calendar-day';
import { calendarDay, formatDate } from './dates';

describe('calendar days', () => {
  it('formats a day the way formatDate formats an instant of that day', () => {
    expect(formatCalendarDay('2026-12-15')).toBe('15 de Dezembro, 2026');
    expect(formatCalendarDay('2027-03-05')).toBe('05 de Março, 2027');
    const lateEvening = new Date(Date.UTC(2024, 0, 1, 2, 30)); // 31/12 23:30 in São Paulo
    expect(formatCalendarDay(calendarDay(lateEvening))).toBe(formatDate(lateEvening));
  });

  it('refuses text that is not a real day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-00-10', '15/12/2026', '', '2026-1-5']) {
      expect(isCalendarDay(bad)).toBe(false);
      expect(formatCalendarDay(bad)).toBeNull();
      expect(localDateOfDay(bad)).toBeNull();
    }
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('round-trips through the local Date a date picker uses, in any time zone', () => {
    // The tests run in Asia/Tokyo: the local Date still names the same calendar cell.
    const date = localDateOfDay('2026-12-15');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(11);
    expect(date?.getDate()).toBe(15);
    expect(date?.getHours()).toBe(0);
    expect(dayOfLocalDate(date as Date)).toBe('2026-12-15');
    expect(dayOfLocalDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
