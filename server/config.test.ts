import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults: PGlite in ./data, port 3000, 5-minute cache', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, cacheLifetimeMs: 300_000, seedOnStart: true });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.blobDir).toBe(`${config.dataDir}/blobs`);
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', COMPANY_EMAIL: 'not-an-email' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('COMPANY_EMAIL');
    }
  });

  it('shows the browser only the public whitelist', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://user:secret@db/site' });
    const visible = JSON.stringify(publicConfig(config));
    expect(visible).not.toContain('secret');
    expect(Object.keys(publicConfig(config)).sort()).toEqual(['apiBase', 'cacheLifetimeMs', 'contact', 'logoHref', 'mediaBase']);
  });
});
