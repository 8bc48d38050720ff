import { describe, expect, it } from 'vitest';
import { createEnquiryLimits, normaliseEmail, rateLimitedMessage } from './enquiry-limits.ts';
import { openSharedStore, type SharedStore } from './shared-store.ts';
import { logLines } from '../test/log-lines.ts';

const config = { perAddress: 4, perEmail: 2, windowMs: 3_600_000, minFillMs: 3000 };

async function limitsOnMemory(overrides: Partial<typeof config> = {}) {
  const logs = logLines();
  const store = await openSharedStore(undefined, logs.log);
  return { limits: createEnquiryLimits(store, { ...config, ...overrides }, logs.log), logs };
}

describe('enquiry allowances', () => {
  it('peeking counts nothing: only recorded enquiries use up an allowance', async () => {
    const { limits } = await limitsOnMemory();
    for (let i = 0; i < 10; i += 1) expect(await limits.check('203.0.113.1', 'a@x.example')).toEqual({ allowed: true });
    await limits.record('203.0.113.1', 'a@x.example');
    expect(await limits.check('203.0.113.1', 'a@x.example')).toEqual({ allowed: true });
    await limits.record('203.0.113.1', 'a@x.example');
    expect(await limits.check('203.0.113.1', 'a@x.example')).toMatchObject({ allowed: false, usedUp: ['email'] });
  });

  it('counts an e-mail address trimmed and in lower case, from any client address', async () => {
    expect(normaliseEmail('  Asha.Patel@Utility.EXAMPLE ')).toBe('asha.patel@utility.example');
    const { limits } = await limitsOnMemory();
    await limits.record('203.0.113.1', 'Asha@Utility.example');
    await limits.record('198.51.100.2', ' asha@utility.EXAMPLE ');
    const check = await limits.check('192.0.2.3', 'asha@utility.example');
    expect(check).toMatchObject({ allowed: false, usedUp: ['email'] });
  });

  it('lets other e-mail addresses through from one client address until its own allowance is used up', async () => {
    const { limits } = await limitsOnMemory();
    for (let i = 0; i < 4; i += 1) {
      expect(await limits.check('203.0.113.9', `buyer${i}@x.example`)).toEqual({ allowed: true });
      await limits.record('203.0.113.9', `buyer${i}@x.example`);
    }
    expect(await limits.check('203.0.113.9', 'buyer9@x.example')).toMatchObject({ allowed: false, usedUp: ['address'] });
    // Another client address is another allowance.
    expect(await limits.check('203.0.113.10', 'buyer9@x.example')).toEqual({ allowed: true });
  });

  it('asks to wait the longest of the used-up allowances, in whole seconds within the window', async () => {
    const { limits } = await limitsOnMemory({ perAddress: 2, perEmail: 2 });
    await limits.record('203.0.113.5', 'early@x.example');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The address's window opened 1.1 s before the e-mail's: the e-mail's ends later.
    await limits.record('203.0.113.5', 'late@x.example');
    await limits.record('203.0.113.5', 'late@x.example');
    const check = await limits.check('203.0.113.5', 'late@x.example');
    expect(check).toMatchObject({ allowed: false, usedUp: ['address', 'email'], retryAfterS: 3600 });
    const addressOnly = await limits.check('203.0.113.5', 'other@x.example');
    expect(addressOnly).toMatchObject({ allowed: false, usedUp: ['address'], retryAfterS: 3599 });
  });

  it('lets the enquiry through and warns when the counts cannot be read or written', async () => {
    const logs = logLines();
    const broken = new Error('store broken');
    const store: SharedStore = {
      redis: null,
      counter: () => ({ get: () => Promise.reject(broken), penalty: () => Promise.reject(broken) }),
      fastifyStore: (await openSharedStore(undefined, logs.log)).fastifyStore,
      close: async () => {},
    };
    const limits = createEnquiryLimits(store, config, logs.log);
    expect(await limits.check('203.0.113.1', 'a@x.example')).toEqual({ allowed: true });
    await expect(limits.record('203.0.113.1', 'a@x.example')).resolves.toBeUndefined();
    expect(logs.messages('warn')).toEqual([
      'enquiry limits could not be read: enquiry let through',
      'enquiry limits could not count an accepted enquiry',
    ]);
  });
});

describe('rateLimitedMessage', () => {
  it.each([
    [1, 'about a minute'],
    [60, 'about a minute'],
    [61, 'about 2 minutes'],
    [12 * 60 - 5, 'about 12 minutes'],
    [3600, 'about 60 minutes'],
    [3 * 3600, 'about 3 hours'],
  ])('%i s → "%s"', (seconds, wait) => {
    expect(rateLimitedMessage(seconds)).toBe(
      `You have sent several enquiries in a short time. You can send again in ${wait}, or call or e-mail us now.`,
    );
  });
});
