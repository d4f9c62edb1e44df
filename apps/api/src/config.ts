import path from 'node:path';
import { z } from 'zod';
import {
  DEMO_CONTACT_EMAIL,
  DEMO_CONTACT_WHATSAPP,
  WHATSAPP_NUMBER,
} from '@bilheteria/domain/site';
import { DEFAULT_WEB_DIST_DIR } from './paths';

/**
 * Every setting the server reads, with its default, in one place. All are optional; the
 * README documents them.
 */

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // Uploads in S3-compatible object storage (issue 32) instead of DATA_DIR/uploads.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  PUBLIC_URL: z.url().optional(),
  DEMO_MODE: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  SESSION_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
  SESSION_CACHE_MAX_AGE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  TRUST_PROXY: z.string().min(1).optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(15 * 60 * 1_000),
  ORDER_HOLD_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(15 * 60 * 1_000),
  HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  WAITLIST_OFFER_HOURS: z.coerce.number().min(0.01).max(168).default(12),
  WAITLIST_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  TEST_CLOCK_CONTROL: flag.optional(),
  IMAGE_FETCH_ALLOW_PRIVATE: flag.optional(),
  AFFILIATE_PAYABLE_AFTER_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  ORGANIZER_PAYABLE_AFTER_DAYS: z.coerce.number().int().min(0).max(365).default(2),
  PERSONAL_DATA_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  COUPON_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  FREE_ORDERS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(15),
  COUPON_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(15 * 60 * 1_000),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'pagbank']).default('sandbox'),
  PAGBANK_TOKEN: z.string().min(1).optional(),
  PAGBANK_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*[^\s<>@]+@[^\s<>@]+>? *$/, 'must be an address, e.g. Nome <endereco@dominio>')
    .default('Bilheteria <nao-responda@bilheteria.local>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  CONTACT_EMAIL: z.email('must be an e-mail address').default(DEMO_CONTACT_EMAIL),
  CONTACT_WHATSAPP: z
    .string()
    .transform((value) => value.replace(/[\s()+-]/g, ''))
    .pipe(
      z
        .string()
        .regex(WHATSAPP_NUMBER, 'must be the country code and number, e.g. +55 11 98765-4321'),
    )
    .default(DEMO_CONTACT_WHATSAPP),
  BOTCHECK: z.enum(['altcha', 'recaptcha']).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  BOTCHECK_COST: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SANDBOX_AUTO_PAY_MS: z.coerce.number().int().min(0).default(20_000),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  VIRTUAL_QUEUE_TICK_MS: z.coerce.number().int().min(0).default(1_000),
  JOB_LEASE_MS: z.coerce.number().int().min(1_000).default(120_000),
});

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      /** Connections in the pool (DATABASE_POOL_MAX). */ poolMax?: number;
    };

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Without them, the SDK's own chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: DatabaseConfig;
  /** Where files the server writes live (embedded database, uploads). */
  dataDir: string;
  publicUrl: string | undefined;
  /**
   * Where uploads (event pictures, logos, signatures) are kept when S3_BUCKET is set: an
   * S3-compatible bucket several processes or machines share. Unset: DATA_DIR/uploads.
   */
  s3: S3StorageConfig | undefined;
  demoMode: boolean;
  /** Where people reach the site (CONTACT_EMAIL, CONTACT_WHATSAPP; the demo's by default). */
  contact: { email: string; whatsapp: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  catalogCacheTtlMs: number;
  /**
   * Sessions each process keeps in memory (decision 0032), dropped on any change by a message
   * every process hears; `maxEntries` 0 turns it off (SESSION_CACHE_SIZE, default 5000).
   * `maxAgeMs` (SESSION_CACHE_MAX_AGE_MS, default 30 s) bounds an entry's life whatever happens.
   */
  sessionCache: { maxEntries: number; maxAgeMs: number };
  /**
   * Fastify's `trustProxy`: whom to believe about the client's address and protocol
   * (X-Forwarded-For/-Proto). False unless TRUST_PROXY says: `true`, a hop count, or addresses.
   */
  trustProxy: boolean | number | string[];
  auth: {
    /** Login and sign-up attempts allowed per IP and per e-mail in each window. */
    rateLimitMax: number;
    rateLimitWindowMs: number;
  };
  checkout: {
    /** How long a checkout holds its seats (spec: 15 minutes). */
    holdMs: number;
    /** How often expired holds are released (and the waiting lists' offers looked at). */
    holdSweepIntervalMs: number;
    /** How long a waiting-list offer holds its seats (WAITLIST_OFFER_HOURS, default 12 h). */
    waitlistOfferMs: number;
    /** Waiting-list joins per client IP in 15 minutes (each one sends an e-mail). */
    waitlistRateLimitMax: number;
    /** Coupon checks allowed per client IP in each window (against guessing codes). */
    couponRateLimitMax: number;
    couponRateLimitWindowMs: number;
    /** Free (R$ 0) orders confirmed per client IP in an hour: each one e-mails the address given. */
    freeOrdersPerIpPerHour: number;
  };
  affiliates: {
    /**
     * Days after a purchase before its commission can be paid (the refund window; CDC art. 49
     * gives 7), and never before the event has ended. 0 in tests that pay at once.
     */
    payableAfterDays: number;
  };
  settlement: {
    /** Days after an event ends before its money can be paid out to the organizer. */
    payableAfterDays: number;
  };
  privacy: {
    /**
     * Months after an event its participants' personal data is kept when its organizer chose no
     * other (issue 30; events.retention_months overrides it).
     */
    retentionMonths: number;
  };
  /** End-to-end tests may move the ledger's clock (PUT /api/test/relogio); only in NODE_ENV=test. */
  testClockControl: boolean;
  imageFetch: {
    /**
     * Event pictures given by address may be downloaded from loopback and private networks
     * (IMAGE_FETCH_ALLOW_PRIVATE): tests' local servers only; NODE_ENV=test only.
     */
    allowPrivateAddresses: boolean;
  };
  payments: {
    provider: 'sandbox' | 'pagbank';
    pagbankToken: string | undefined;
    pagbankEnv: 'sandbox' | 'production';
    /** Sandbox: a waiting PIX or boleto pays itself after this long (0 = only by hand). */
    sandboxAutoPayMs: number;
  };
  jobs: {
    /** How often each process looks for due jobs (0 = never by itself; tests run them). */
    pollIntervalMs: number;
    /** How long a worker holds a job; a job whose worker died is taken again after this. */
    leaseMs: number;
  };
  /** How often each process runs the virtual queues' admissions (0 = never by itself; tests do). */
  virtualQueueTickMs: number;
  smtpUrl: string | undefined;
  /** The From of every e-mail (MAIL_FROM); its domain names our Message-IDs. */
  mailFrom: string;
  /**
   * E-mails to one address in an hour (MAIL_PER_RECIPIENT_PER_HOUR, default 15: an order of 5
   * tickets and its refund); past it a message is kept unsent, so nobody can flood an inbox.
   */
  mailPerRecipientPerHour: number;
  /**
   * Redis for the rate-limit counters every process shares and the session cache's messages;
   * unset keeps them in the database.
   */
  redisUrl: string | undefined;
  botcheck: {
    kind: 'altcha' | 'recaptcha';
    recaptchaSecret: string | undefined;
    recaptchaSiteKey: string | undefined;
    /**
     * ALTCHA's work per challenge (PBKDF2 iterations; BOTCHECK_COST, default 1000). Lower only
     * with NODE_ENV=test, so suites that pay many times do not spend minutes proving work.
     */
    cost: number;
  };
}

/**
 * A number of proxy hops (`1` = the one proxy in front), comma-separated addresses or CIDRs, or
 * `true`/`false`. `true` believes any X-Forwarded-For, which a client can forge: prefer hops.
 */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const asFlag = flag.safeParse(value.toLowerCase());
  if (asFlag.success) return asFlag.data;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** ALTCHA's proof-of-work cost in production: cheap for one buyer, costly at scale (PAYMENTS.md). */
export const ALTCHA_DEFAULT_COST = 1_000;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'pagbank' && !e.PAGBANK_TOKEN) {
    throw new ConfigError(
      'Invalid configuration:\n  PAGBANK_TOKEN is required with PAYMENT_PROVIDER=pagbank',
    );
  }
  const botcheck = e.BOTCHECK ?? (e.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha');
  if (botcheck === 'recaptcha' && !e.RECAPTCHA_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  RECAPTCHA_SECRET is required with BOTCHECK=recaptcha',
    );
  }
  if (
    e.BOTCHECK_COST !== undefined &&
    e.BOTCHECK_COST < ALTCHA_DEFAULT_COST &&
    e.NODE_ENV !== 'test'
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  BOTCHECK_COST below ${ALTCHA_DEFAULT_COST} is only for NODE_ENV=test`,
    );
  }
  if (e.IMAGE_FETCH_ALLOW_PRIVATE && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  IMAGE_FETCH_ALLOW_PRIVATE is only for NODE_ENV=test',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
          ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? {
                credentials: {
                  accessKeyId: e.S3_ACCESS_KEY_ID,
                  secretAccessKey: e.S3_SECRET_ACCESS_KEY,
                },
              }
            : {}),
          // MinIO, s3rver and most S3-compatible servers want /bucket/key, not bucket.host.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : undefined,
    demoMode: e.DEMO_MODE ?? e.NODE_ENV !== 'production',
    contact: { email: e.CONTACT_EMAIL, whatsapp: e.CONTACT_WHATSAPP },
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    sessionCache: { maxEntries: e.SESSION_CACHE_SIZE, maxAgeMs: e.SESSION_CACHE_MAX_AGE_MS },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    auth: {
      rateLimitMax: e.AUTH_RATE_LIMIT_MAX,
      rateLimitWindowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    checkout: {
      holdMs: e.ORDER_HOLD_MS,
      holdSweepIntervalMs: e.HOLD_SWEEP_INTERVAL_MS,
      waitlistOfferMs: Math.round(e.WAITLIST_OFFER_HOURS * 60 * 60 * 1_000),
      waitlistRateLimitMax: e.WAITLIST_RATE_LIMIT_MAX,
      couponRateLimitMax: e.COUPON_RATE_LIMIT_MAX,
      couponRateLimitWindowMs: e.COUPON_RATE_LIMIT_WINDOW_MS,
      freeOrdersPerIpPerHour: e.FREE_ORDERS_PER_IP_PER_HOUR,
    },
    affiliates: { payableAfterDays: e.AFFILIATE_PAYABLE_AFTER_DAYS },
    settlement: { payableAfterDays: e.ORGANIZER_PAYABLE_AFTER_DAYS },
    privacy: { retentionMonths: e.PERSONAL_DATA_RETENTION_MONTHS },
    testClockControl: e.NODE_ENV === 'test' && e.TEST_CLOCK_CONTROL === true,
    imageFetch: { allowPrivateAddresses: e.IMAGE_FETCH_ALLOW_PRIVATE === true },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      pagbankToken: e.PAGBANK_TOKEN,
      pagbankEnv: e.PAGBANK_ENV,
      sandboxAutoPayMs: e.SANDBOX_AUTO_PAY_MS,
    },
    jobs: { pollIntervalMs: e.JOB_POLL_INTERVAL_MS, leaseMs: e.JOB_LEASE_MS },
    virtualQueueTickMs: e.VIRTUAL_QUEUE_TICK_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPerRecipientPerHour: e.MAIL_PER_RECIPIENT_PER_HOUR,
    redisUrl: e.REDIS_URL,
    botcheck: {
      kind: botcheck,
      recaptchaSecret: e.RECAPTCHA_SECRET,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
      cost: e.BOTCHECK_COST ?? ALTCHA_DEFAULT_COST,
    },
  };
}
