import { describe, expect, it } from 'vitest';
import { DEFAULT_ENQUIRY_TITLE } from '../../../../contracts/enquiry.ts';
import { counterText, ENQUIRY_DEFAULT_TITLE, limitText, sendAgainText } from './texts.ts';
import { formatClockTime } from '../../lib/time-format.ts';

describe('enquiry texts', () => {
  it("the pages' default title is the contract's (§5)", () => {
    expect(ENQUIRY_DEFAULT_TITLE).toBe(DEFAULT_ENQUIRY_TITLE);
  });

  it('states limits and counts as the limit messages do', () => {
    expect(limitText(200)).toBe('Up to 200 characters');
    expect(counterText(4120, 5000)).toBe('4,120 / 5,000');
  });

  it('says when the visitor may send again, never too early', () => {
    const now = new Date(2026, 10, 24, 15, 28, 0);
    expect(sendAgainText(720, now)).toBe(`You can send again in about 12 minutes (at ${formatClockTime(new Date(2026, 10, 24, 15, 40))}).`);
    // 15:28:30 + 12 min is 15:40:30: trying at 15:40 would be early, so the time shown is 15:41.
    expect(sendAgainText(720, new Date(2026, 10, 24, 15, 28, 30))).toBe(
      `You can send again in about 12 minutes (at ${formatClockTime(new Date(2026, 10, 24, 15, 41))}).`,
    );
    expect(sendAgainText(20, now)).toMatch(/^You can send again in about a minute \(at .+\)\.$/);
    expect(sendAgainText(2 * 3600, now)).toMatch(/^You can send again in about 2 hours/);
    expect(sendAgainText(undefined, now)).toBe('You can send again a little later.');
  });
});
