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
    // The postal address is the US office in Pennsylvania (product-spec.md §1, §9), the phone in the
    // 555-0100…0199 range reserved for fiction; the production sites are the Vadodara works.
    expect(contact.addressLine1).toMatch(/\bStreet\b/);
    expect(contact.addressLine2).toMatch(/, PA \d{5}, USA$/);
    expect(contact.phoneNumber).toMatch(/^\+1 \d{3} 555 01\d\d$/);
    expect(contact.productionSites).toHaveLength(4);
    for (const site of contact.productionSites) expect(site).toContain('Vadodara, Gujarat');
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

  it('reads TRUST_PROXY as no proxy, a hop count or proxy addresses, and refuses true', () => {
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

  it('turns OpenTelemetry on only when an OTLP endpoint is set, and refuses an endpoint that is not a URL', () => {
    expect(loadConfig({}).telemetry).toEqual({ enabled: false, serviceName: 'radhe-therm-site' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).telemetry.enabled).toBe(true);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example/v1/traces', OTEL_SERVICE_NAME: 'site-west' }).telemetry).toEqual({ enabled: true, serviceName: 'site-west' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).telemetry.enabled).toBe(false);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/);
  });

  it('drains for SHUTDOWN_DRAIN_MS after SIGTERM (none by default) and sweeps orphan attachments after 48 h', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainMs: 0, attachmentOrphanAgeMs: 48 * 3_600_000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '1500', ATTACHMENT_ORPHAN_AGE_MS: '4000' })).toMatchObject({ shutdownDrainMs: 1500, attachmentOrphanAgeMs: 4000 });
    expect(() => loadConfig({ ATTACHMENT_ORPHAN_AGE_MS: '10' })).toThrow(/ATTACHMENT_ORPHAN_AGE_MS/);
  });

  it('keeps the outbox lease well above the SMTP timeout, so a send ends inside its claim', () => {
    expect(loadConfig({}).mail).toMatchObject({ smtpTimeoutMs: 20_000, leaseMs: 120_000 });
    expect(loadConfig({ SMTP_TIMEOUT_MS: '2000', OUTBOX_LEASE_MS: '10000' }).mail).toMatchObject({ smtpTimeoutMs: 2000, leaseMs: 10_000 });
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: '30000' })).toThrow(/OUTBOX_LEASE_MS: must be at least 5 × SMTP_TIMEOUT_MS \(150000 ms\)/);
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

  it('sizes the enquiry allowances for shared office addresses, and reads them', () => {
    expect(loadConfig({}).enquiryLimits).toEqual({ perAddress: 30, perEmail: 5, windowMs: 3_600_000, minFillMs: 3000 });
    const config = loadConfig({
      CONTACT_RATE_LIMIT_PER_ADDRESS: '100',
      CONTACT_RATE_LIMIT_PER_EMAIL: '3',
      CONTACT_RATE_WINDOW_MS: '600000',
      CONTACT_MIN_FILL_MS: '0',
    });
    expect(config.enquiryLimits).toEqual({ perAddress: 100, perEmail: 3, windowMs: 600_000, minFillMs: 0 });
    expect(() => loadConfig({ CONTACT_RATE_LIMIT_PER_EMAIL: '0', CONTACT_MIN_FILL_MS: '-1' })).toThrow(/CONTACT_RATE_LIMIT_PER_EMAIL[\s\S]*CONTACT_MIN_FILL_MS/);
  });

  it('refuses the replaced CONTACT_RATE_LIMIT instead of ignoring a limit someone set', () => {
    expect(() => loadConfig({ CONTACT_RATE_LIMIT: '5' })).toThrow(
      'CONTACT_RATE_LIMIT: no longer read: set CONTACT_RATE_LIMIT_PER_ADDRESS and CONTACT_RATE_LIMIT_PER_EMAIL instead',
    );
  });

  it('shows the browser only the public whitelist', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://user:secret@db/site' });
    const visible = JSON.stringify(publicConfig(config));
    expect(visible).not.toContain('secret');
    expect(Object.keys(publicConfig(config)).sort()).toEqual(['apiBase', 'auth', 'cacheLifetimeMs', 'contact', 'logoHref', 'mediaBase', 'siteUrl', 'uploads']);
  });

  it('tells the browser the upload limits, so the pickers state what the server applies', () => {
    expect(publicConfig(loadConfig({})).uploads).toEqual({ imageBytes: 15 * 1024 * 1024, videoBytes: 200 * 1024 * 1024, documentBytes: 25 * 1024 * 1024 });
    expect(
      publicConfig(loadConfig({ UPLOAD_MAX_IMAGE_BYTES: '5242880', UPLOAD_MAX_VIDEO_BYTES: '104857600', UPLOAD_MAX_DOCUMENT_BYTES: '1048576' })).uploads,
    ).toEqual({ imageBytes: 5242880, videoBytes: 104857600, documentBytes: 1048576 });
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
      loginScopes: 'openid profile email api',
      apiScopes: 'api',
      audience: 'http://localhost:3100/api',
      signInOrigin: 'http://localhost:3100',
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
      ADMIN_EMAILS: 'A@x.example, b@x.example',
    });
    expect(config.auth).toMatchObject({
      embedded: false,
      issuer: 'https://login.microsoftonline.com/0000-tenant/v2.0',
      audience: 'abcd-client',
      adminEmails: ['a@x.example', 'b@x.example'],
      // product-spec.md §6: the login scope User.Read, the API scope "{client id}/.default", asked for apart.
      loginScopes: 'openid profile offline_access User.Read',
      apiScopes: 'abcd-client/.default',
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://issuer.example' })).toThrow(/OIDC_CLIENT_ID.*\n.*OIDC_AUDIENCE/s);
  });

  it('takes the login and API scopes apart, and refuses the old OIDC_SCOPES with a way forward', () => {
    const config = loadConfig({ OIDC_LOGIN_SCOPES: ' openid  profile  email ', OIDC_API_SCOPES: 'api write' });
    expect(publicConfig(config).auth).toMatchObject({ loginScopes: 'openid profile email', apiScopes: 'api write' });
    expect(() => loadConfig({ OIDC_SCOPES: 'openid api' })).toThrow(/OIDC_SCOPES: replaced by OIDC_LOGIN_SCOPES .* and OIDC_API_SCOPES/);
    expect(() => loadConfig({ OIDC_LOGIN_SCOPES: 'profile User.Read' })).toThrow(/OIDC_LOGIN_SCOPES: must include openid/);
    expect(() => loadConfig({ OIDC_LOGIN_SCOPES: 'openid offline_access api' })).toThrow(/leave out offline_access with the embedded provider/);
  });

  it('redirects pages to PUBLIC_URL unless REDIRECT_TO_PUBLIC_URL=false', () => {
    expect(loadConfig({}).redirectToPublicUrl).toBe(true);
    expect(loadConfig({ REDIRECT_TO_PUBLIC_URL: 'false' }).redirectToPublicUrl).toBe(false);
  });

  it('knows whether PUBLIC_URL was set or is the localhost default', () => {
    expect(loadConfig({ PORT: '3100' })).toMatchObject({ publicUrl: 'http://localhost:3100', publicUrlSet: false });
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000/' })).toMatchObject({ publicUrl: 'http://localhost:3000', publicUrlSet: true });
  });

  it('tells the browser where sign-in works with the embedded provider only', () => {
    expect(publicConfig(loadConfig({ PUBLIC_URL: 'https://www.example.com/' })).auth?.signInOrigin).toBe('https://www.example.com');
    const external = loadConfig({ OIDC_ISSUER: 'https://login.example/t/v2.0', OIDC_CLIENT_ID: 'c', OIDC_AUDIENCE: 'c', PUBLIC_URL: 'https://www.example.com' });
    expect(publicConfig(external).auth).not.toHaveProperty('signInOrigin');
  });

  it('logs readable lines in development and JSON lines in production and tests, unless LOG_FORMAT says otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com', ADMIN_PASSWORD: 'long-enough-password' };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT: .*"pretty"\|"json"/);
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
