import { describe, expect, it } from 'vitest';
import { openSharedStore } from '../rate-limits/shared-store.ts';
import { logLines } from '../test/log-lines.ts';
import { createRenderLimits, RenderRateLimited, tooManyRendersPage } from './render-limits.ts';

describe('render allowance', () => {
  it('refuses an address its renders over the limit of a minute, telling it how long to wait', async () => {
    const limits = createRenderLimits(await openSharedStore(undefined, logLines().log), 2);
    await limits.admit('203.0.113.7');
    await limits.admit('203.0.113.7');
    const refused = await limits.admit('203.0.113.7').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderRateLimited);
    expect((refused as RenderRateLimited).retryAfterS).toBeGreaterThanOrEqual(1);
    expect((refused as RenderRateLimited).retryAfterS).toBeLessThanOrEqual(60);
    // Another address has its own allowance.
    await expect(limits.admit('198.51.100.2')).resolves.toBeUndefined();
  });

  it("answers with the company's short page naming the wait", () => {
    const html = tooManyRendersPage(42, 'Radhe & Therm');
    expect(html).toContain('Please try again in 42 seconds.');
    expect(html).toContain('Radhe &amp; Therm');
  });
});
