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
      TRUST_PROXY: '1',
      DATA_DIR: 'relative/data',
      BLOB_DIR: '/srv/blobs',
      PORT: '8080',
      PRODUCTION_SITE_2: 'Only site',
    });
    expect(config).toMatchObject({ seedOnStart: false, trustProxy: 1, port: 8080, blobDir: '/srv/blobs' });
    expect(config.dataDir).toMatch(/^\/.*relative\/data$/);
    expect(config.contact.productionSites[1]).toBe('Only site');
    expect(loadConfig({ SEED_ON_START: '' }).seedOnStart).toBe(true);
  });

  it('reads TRUST_PROXY as no proxy, a hop count or proxy addresses, and refuses true (issue 18)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 172.16.0.4,fd00::/8, 192.168.0.0/255.255.0.0,loopback ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '172.16.0.4',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust any X-Forwarded-For.*TRUST_PROXY=1 on Azure App Service/);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '1.2.3', '21', '-1', '10.0.0.1,,10.0.0.2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: not a hop count/);
    }
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
    expect(Object.keys(publicConfig(config)).sort()).toEqual(['apiBase', 'auth', 'cacheLifetimeMs', 'contact', 'logoHref', 'mediaBase']);
  });

  it('runs the embedded sign-in provider at PUBLIC_URL/oidc without an external issuer', () => {
    const config = loadConfig({ PORT: '3100' });
    expect(config.auth).toMatchObject({
      embedded: true,
      issuer: 'http://localhost:3100/oidc',
      audience: 'http://localhost:3100/api',
      adminRoleClaim: 'roles',
      adminRole: 'admin',
    });
    expect(publicConfig(config).auth).toEqual({
      authority: 'http://localhost:3100/oidc',
      clientId: 'radhe-therm-web',
      scopes: 'openid profile email offline_access api',
    });
    // The admin password never reaches the browser.
    const withPassword = loadConfig({ ADMIN_PASSWORD: 'a-very-secret-pass' });
    expect(JSON.stringify(publicConfig(withPassword))).not.toContain('a-very-secret-pass');
  });

  it('configures an external issuer such as Microsoft Entra ID', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.microsoftonline.com/0000-tenant/v2.0',
      OIDC_CLIENT_ID: 'abcd-client',
      OIDC_AUDIENCE: 'abcd-client',
      OIDC_SCOPES: 'openid profile offline_access abcd-client/.default',
      ADMIN_EMAILS: 'A@x.example, b@x.example',
    });
    expect(config.auth).toMatchObject({
      embedded: false,
      issuer: 'https://login.microsoftonline.com/0000-tenant/v2.0',
      audience: 'abcd-client',
      adminEmails: ['a@x.example', 'b@x.example'],
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://issuer.example' })).toThrow(/OIDC_CLIENT_ID.*\n.*OIDC_AUDIENCE/s);
  });

  it('refuses symmetric or "none" algorithms', () => {
    expect(() => loadConfig({ OIDC_ALGORITHMS: 'RS256,HS256,none' })).toThrow(/HS256, none/);
  });

  it('refuses to start the embedded provider in production without ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com', ADMIN_PASSWORD: 'long-enough-password' }).auth.embedded).toBe(true);
  });
});
