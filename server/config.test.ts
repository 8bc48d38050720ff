import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults: PGlite in ./data, port 3000, 5-minute cache', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, cacheLifetimeMs: 300_000, seedOnStart: true });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.blobDir).toBe(`${config.dataDir}/blobs`);
  });

  it('has demo contact defaults that cannot reach a real mailbox', () => {
    const { contact } = loadConfig({});
    expect(contact.email).toMatch(/@[a-z0-9.-]+\.example$/);
    expect(contact.addressLine1).toContain('GIDC');
    expect(`${contact.addressLine1} ${contact.addressLine2}`).toContain('Vadodara');
    expect(contact.phoneNumber).toMatch(/^\+91 265 /);
    expect(contact.productionSites).toHaveLength(4);
  });

  it('reads switches and paths', () => {
    const config = loadConfig({
      SEED_ON_START: 'false',
      TRUST_PROXY: 'true',
      DATA_DIR: 'relative/data',
      BLOB_DIR: '/srv/blobs',
      PORT: '8080',
      PRODUCTION_SITE_2: 'Only site',
    });
    expect(config).toMatchObject({ seedOnStart: false, trustProxy: true, port: 8080, blobDir: '/srv/blobs' });
    expect(config.dataDir).toMatch(/^\/.*relative\/data$/);
    expect(config.contact.productionSites[1]).toBe('Only site');
    expect(loadConfig({ SEED_ON_START: '' }).seedOnStart).toBe(true);
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', COMPANY_EMAIL: 'not-an-email', SEED_ON_START: 'maybe', NODE_ENV: 'staging' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('COMPANY_EMAIL');
      expect(problems).toContain('SEED_ON_START');
      expect(problems).toContain('NODE_ENV');
      expect((error as ConfigError).message.split('\n')).toHaveLength(6);
    }
  });

  it('shows the browser only the public whitelist', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://user:secret@db/site' });
    const visible = JSON.stringify(publicConfig(config));
    expect(visible).not.toContain('secret');
    expect(Object.keys(publicConfig(config)).sort()).toEqual(['apiBase', 'cacheLifetimeMs', 'contact', 'logoHref', 'mediaBase']);
  });
});
