import { describe, expect, it } from 'vitest';
import { botSignal, enquiryVendor } from './intake.ts';

describe('enquiryVendor', () => {
  it('finds the storefront by its name, key or route code in any case', () => {
    expect(['Radhe', 'RADHE', 'radhe', 'in'].map((name) => enquiryVendor(name)?.key)).toEqual(['radhe', 'radhe', 'radhe', 'radhe']);
    expect(['Therm', 'therm', 'FD'].map((name) => enquiryVendor(name)?.key)).toEqual(['therm', 'therm', 'therm']);
  });

  it('knows no other storefront', () => {
    expect(enquiryVendor('acme')).toBeUndefined();
    expect(enquiryVendor('')).toBeUndefined();
  });
});

describe('botSignal', () => {
  it('takes a filled honeypot or a form sent faster than a person fills it for a bot', () => {
    expect(botSignal({ website: 'http://spam.example', fillMs: 9000 }, 3000)).toBe('honeypot');
    expect(botSignal({ website: '', fillMs: 1200 }, 3000)).toBe('too fast');
  });

  it('lets a person and an API client (no fillMs) through', () => {
    expect(botSignal({ website: '', fillMs: 3000 }, 3000)).toBeNull();
    expect(botSignal({ website: '' }, 3000)).toBeNull();
  });
});
