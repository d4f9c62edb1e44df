import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on port 3000 with PGlite in ./data and demo data by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('data', 'pglite'),
    });
    expect(config.demoMode).toBe(true);
    expect(config.payments.provider).toBe('sandbox');
    expect(config.botcheck.kind).toBe('altcha');
  });

  it('switches to a PostgreSQL server with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/bilheteria' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/bilheteria',
      poolMax: 10,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db/b', DATABASE_POOL_MAX: '50' }).database,
    ).toMatchObject({ poolMax: 50 });
  });

  it('keeps uploads on the disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'fotos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'chave',
        S3_SECRET_ACCESS_KEY: 'segredo',
      }).s3,
    ).toEqual({
      bucket: 'fotos',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo' },
      forcePathStyle: true,
    });
    // Amazon's own S3: virtual-hosted buckets and the SDK's credential chain.
    expect(loadConfig({ S3_BUCKET: 'fotos', S3_REGION: 'sa-east-1' }).s3).toEqual({
      bucket: 'fotos',
      region: 'sa-east-1',
      forcePathStyle: false,
    });
  });

  it('turns demo data off in production unless DEMO_MODE says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: '0' }).demoMode).toBe(false);
  });

  it('holds checkout seats 15 minutes and allows 30 coupon checks per 15 minutes by default', () => {
    expect(loadConfig({}).checkout).toEqual({
      holdMs: 900_000,
      holdSweepIntervalMs: 30_000,
      waitlistOfferMs: 12 * 3_600_000,
      waitlistRateLimitMax: 10,
      couponRateLimitMax: 30,
      couponRateLimitWindowMs: 900_000,
      freeOrdersPerIpPerHour: 5,
    });
    expect(loadConfig({}).mailPerRecipientPerHour).toBe(15);
    expect(loadConfig({ ORDER_HOLD_MS: '60000' }).checkout.holdMs).toBe(60_000);
    expect(() => loadConfig({ ORDER_HOLD_MS: '10' })).toThrow(/ORDER_HOLD_MS/);
  });

  it('holds a waiting-list offer 12 hours unless WAITLIST_OFFER_HOURS says otherwise', () => {
    expect(loadConfig({ WAITLIST_OFFER_HOURS: '0.5' }).checkout.waitlistOfferMs).toBe(1_800_000);
    expect(() => loadConfig({ WAITLIST_OFFER_HOURS: '0' })).toThrow(/WAITLIST_OFFER_HOURS/);
    expect(() => loadConfig({ WAITLIST_OFFER_HOURS: 'doze' })).toThrow(/WAITLIST_OFFER_HOURS/);
  });

  it('allows 10 login or sign-up attempts per 15 minutes unless told otherwise', () => {
    expect(loadConfig({}).auth).toEqual({ rateLimitMax: 10, rateLimitWindowMs: 900_000 });
    expect(
      loadConfig({ AUTH_RATE_LIMIT_MAX: '500', AUTH_RATE_LIMIT_WINDOW_MS: '60000' }).auth,
    ).toEqual({ rateLimitMax: 500, rateLimitWindowMs: 60_000 });
    expect(() => loadConfig({ AUTH_RATE_LIMIT_MAX: '0' })).toThrow(/AUTH_RATE_LIMIT_MAX/);
  });

  it('trusts no proxy by default; TRUST_PROXY takes hops, addresses or true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite');
  });

  it('picks reCAPTCHA when its secret is set', () => {
    expect(loadConfig({ RECAPTCHA_SECRET: 's3cr3t' }).botcheck.kind).toBe('recaptcha');
  });

  it('proves 1000 PBKDF2 iterations per ALTCHA attempt; less only under NODE_ENV=test', () => {
    expect(loadConfig({}).botcheck.cost).toBe(1_000);
    expect(loadConfig({ BOTCHECK_COST: '5000' }).botcheck.cost).toBe(5_000);
    expect(loadConfig({ NODE_ENV: 'test', BOTCHECK_COST: '1' }).botcheck.cost).toBe(1);
    expect(() => loadConfig({ BOTCHECK_COST: '10' })).toThrow(/BOTCHECK_COST/);
    expect(() => loadConfig({ NODE_ENV: 'production', BOTCHECK_COST: '1' })).toThrow(
      /NODE_ENV=test/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', BOTCHECK_COST: '0' })).toThrow(/BOTCHECK_COST/);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'pagbank' })).toThrow(/PAGBANK_TOKEN/);
    expect(() => loadConfig({ DEMO_MODE: 'talvez' })).toThrow(/DEMO_MODE/);
  });

  it("takes the site's contacts from CONTACT_EMAIL and CONTACT_WHATSAPP, the demo's by default", () => {
    expect(loadConfig({}).contact).toEqual({
      email: 'contato@bilheteria.example',
      whatsapp: '5511900000000',
    });
    expect(
      loadConfig({
        CONTACT_EMAIL: 'fale@instituto.com.br',
        CONTACT_WHATSAPP: '+55 (11) 98765-4321',
      }).contact,
    ).toEqual({ email: 'fale@instituto.com.br', whatsapp: '5511987654321' });
    expect(() => loadConfig({ CONTACT_EMAIL: 'contato' })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadConfig({ CONTACT_WHATSAPP: '98765-4321' })).toThrow(/CONTACT_WHATSAPP/);
  });
});
