/** One time format on the storefront and in the staff's screens (Indian English). */
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime, formatDateTimeUtc } from './time-format.ts';

describe('time format', () => {
  const at = new Date(2026, 10, 23, 15, 40);

  it('writes a moment with the day, the short month, the year and the time of day', () => {
    expect(formatDateTime(at)).toBe('23 Nov 2026, 3:40 pm');
    expect(formatDateTime(at.toISOString())).toBe('23 Nov 2026, 3:40 pm');
  });

  it('writes a time of day the same way as inside a moment', () => {
    expect(formatClockTime(at)).toBe('3:40 pm');
    expect(formatDateTime(at)).toContain(formatClockTime(at));
  });

  it('writes a moment in UTC, saying so, whatever the reader\'s zone', () => {
    expect(formatDateTimeUtc('2026-11-23T22:05:00.000Z')).toBe('23 Nov 2026, 10:05 pm UTC');
  });
});
