/**
 * The runtime contract (architecture.md § Runtime contract), checked once at start.
 * A bad value stops the process with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    // Images uploaded in the back office (served at /media/uploads/); default DATA_DIR/uploads.
    UPLOADS_DIR: optionalString,
    // Uploads in an S3-compatible bucket instead (issue 36): all four of bucket, region and
    // keys, or none; S3_ENDPOINT for MinIO, R2 or a local stand-in; S3_PUBLIC_URL when the
    // bucket is readable at an address of its own (public images are linked from there).
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, ".", "-")')
        .optional(),
    ),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_ENDPOINT: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    S3_PUBLIC_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Gruha Appliances <no-reply@gruha.example>'),
    STORE_ORDERS_EMAIL: z.email('must be an e-mail address').default('orders@gruha.example'),
    REVIEW_REQUEST_AFTER_DAYS: z.coerce
      .number()
      .int('must be a whole number of days')
      .min(0, 'must be 0 or more')
      .max(365, 'must be at most 365')
      .default(3),
    PAYMENT_PROVIDER: optionalString.pipe(z.enum(['razorpay', 'sandbox']).optional()),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    // Test-only: lets the real Razorpay integration code run against a local stand-in of
    // Razorpay's API (tests/setup/razorpay-stand-in.ts). Refused in production below, so a
    // stray value can never send live keys and payments anywhere but Razorpay.
    RAZORPAY_API_BASE: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    // Order updates by phone (issue 34): WhatsApp Business Cloud API, then an Indian DLT SMS
    // gateway (MSG91) as the fallback; neither set: development lists them at /dev/messages.
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString.pipe(
      z
        .string()
        .regex(/^\d{5,20}$/, 'must be the phone number id (digits)')
        .optional(),
    ),
    WHATSAPP_API_BASE: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    // The app's secret (signs the delivery-status webhook) and the token Meta echoes when the
    // webhook is registered: a message WhatsApp accepted but could not deliver goes by SMS.
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_VERIFY_TOKEN: optionalString,
    MSG91_AUTH_KEY: optionalString,
    // The DLT-registered templates' MSG91 ids: 'order_placed_cod.en=64f0…,order_placed_cod.kn=…'.
    MSG91_TEMPLATE_IDS: optionalString.pipe(
      z
        .string()
        .regex(
          /^[a-z_]+\.(en|kn)=[A-Za-z0-9]+(,\s*[a-z_]+\.(en|kn)=[A-Za-z0-9]+)*$/,
          "must be 'template.language=id' pairs separated by commas",
        )
        .optional(),
    ),
    MSG91_API_BASE: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(0),
    RATE_LIMIT_FACTOR: z.coerce
      .number({ error: 'must be a number' })
      .positive('must be more than 0')
      .default(1),
    PAGE_CACHE_MB: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(64),
    // Prometheus metrics (server/metrics.ts): off unless one of these is set.
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    METRICS_PORT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(0, 'must be between 0 and 65535')
        .max(65535, 'must be between 0 and 65535')
        .optional(),
    ),
    WORKERS: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be between 1 and 64')
        .max(64, 'must be between 1 and 64')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'razorpay' && !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'is razorpay but RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not both set',
      });
    }
    // The sandbox marks orders paid without money moving: a public shop gets it only when
    // it asks for it, never because a key is missing or half set.
    const oneKey = Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET);
    if (!env.PAYMENT_PROVIDER && oneKey) {
      ctx.addIssue({
        code: 'custom',
        path: [env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'],
        message: 'must be set with the other Razorpay key (or set PAYMENT_PROVIDER=sandbox)',
      });
    }
    const publicShop = env.NODE_ENV === 'production' && env.PUBLIC_URL?.startsWith('https://');
    if (publicShop && !env.PAYMENT_PROVIDER && !env.RAZORPAY_KEY_ID && !env.RAZORPAY_KEY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'and RAZORPAY_KEY_SECRET must be set for a shop served at an https PUBLIC_URL; without them payments would run in the sandbox, which marks orders paid with no money moving (set PAYMENT_PROVIDER=sandbox to run a demo there)',
      });
    }
    if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.WHATSAPP_TOKEN ? 'WHATSAPP_PHONE_NUMBER_ID' : 'WHATSAPP_TOKEN'],
        message: 'must be set with the other WhatsApp setting',
      });
    }
    if (Boolean(env.WHATSAPP_APP_SECRET) !== Boolean(env.WHATSAPP_VERIFY_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.WHATSAPP_APP_SECRET ? 'WHATSAPP_VERIFY_TOKEN' : 'WHATSAPP_APP_SECRET'],
        message: 'must be set with the other WhatsApp webhook setting',
      });
    }
    if (Boolean(env.MSG91_AUTH_KEY) !== Boolean(env.MSG91_TEMPLATE_IDS)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.MSG91_AUTH_KEY ? 'MSG91_TEMPLATE_IDS' : 'MSG91_AUTH_KEY'],
        message: 'must be set with the other MSG91 setting',
      });
    }
    // A provider's address carries its key and shoppers' phone numbers: in production only
    // https (a newer Graph API version), or this machine (the browser tests' stand-ins).
    for (const name of ['WHATSAPP_API_BASE', 'MSG91_API_BASE'] as const) {
      const base = env[name];
      const safe =
        base?.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(base ?? '');
      if (env.NODE_ENV === 'production' && base && !safe) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be an https:// URL in production',
        });
      }
    }
    if (env.METRICS_PORT && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (metrics are served on loopback, apart from the shop)',
      });
    }
    const s3 = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const s3Missing = s3.filter((name) => !env[name]);
    const s3Extra = (['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const).filter((name) => env[name]);
    if (s3Missing.length > 0 && (s3Missing.length < s3.length || s3Extra.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: [s3Missing[0]!],
        message: `must be set with the other S3 settings (missing: ${s3Missing.join(', ')}); set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or none of them to keep uploads in UPLOADS_DIR`,
      });
    }
    if (env.NODE_ENV === 'production' && env.RAZORPAY_API_BASE) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_API_BASE'],
        message: 'only for tests and development',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Folder of uploaded images (the back office's, reviews', service requests'), served at /media/uploads/. */
  uploadsDir: string;
  /** The bucket uploads go to instead of uploadsDir (S3_BUCKET and its settings); unset: the folder. */
  s3:
    | {
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        endpoint: string | undefined;
        /** The bucket's public address (no trailing slash): public images are linked from it. */
        publicUrl: string | undefined;
      }
    | undefined;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  storeOrdersEmail: string;
  /** Days after delivery that the review-request e-mail goes (0: at once). */
  reviewRequestAfterDays: number;
  payment: {
    provider: 'razorpay' | 'sandbox';
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    /** A stand-in of Razorpay's API (tests and development only); undefined: Razorpay's own. */
    apiBase: string | undefined;
  };
  /** Order updates by phone (issue 34); a provider is off while its keys are unset. */
  messaging: {
    whatsapp:
      | {
          token: string;
          phoneNumberId: string;
          apiBase: string | undefined;
          /** The status webhook's signing secret and verify token; unset: no webhook. */
          appSecret: string | undefined;
          verifyToken: string | undefined;
        }
      | undefined;
    sms:
      | { authKey: string; templateIds: Record<string, string>; apiBase: string | undefined }
      | undefined;
  };
  logLevel: Env['LOG_LEVEL'];
  /** How many reverse proxies in front append to X-Forwarded-For (0: use the socket's address). */
  trustProxy: number;
  /** Multiplies every rate limit (server/rate-limit.ts). */
  rateLimitFactor: number;
  /** Memory for shared pages in each process, in MiB (server/page-cache.ts); 0: no page cache. */
  pageCacheMb: number;
  /**
   * App processes serving the port (server/serve.ts): WORKERS, or one per core, on
   * PostgreSQL; always 1 on PGlite, which one process owns.
   */
  workers: number;
  /** WORKERS as given (a warning when PGlite has to ignore it). */
  requestedWorkers: number | undefined;
  /**
   * Prometheus metrics (server/metrics.ts), off while both are unset: `token` serves
   * `/metrics` on the public port to `Authorization: Bearer <token>`; `port` serves it on
   * 127.0.0.1 at that port instead (and never on the public port).
   */
  metrics: { token: string | undefined; port: number | undefined };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * Reads the session secret from the environment, or from DATA_DIR, generating it
 * there once so that sessions survive restarts without any setup.
 */
function resolveSessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir, 'session-secret');
  try {
    return readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written whole into a private temporary file, then linked into place: link() never
  // replaces an existing file, so when several processes start at once the first one
  // wins, and nobody ever reads a half-written secret.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readSecretFile(file);
}

function readSecretFile(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError(`${file}: must hold at least 32 characters`);
  return secret;
}

/** The bucket the environment names (all four settings), or undefined: the local folder. */
export function s3Settings(env: Env): Config['s3'] {
  if (!(env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    return undefined;
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    endpoint: env.S3_ENDPOINT,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const hasRazorpayKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3: s3Settings(env),
    databaseUrl: env.DATABASE_URL,
    // The origin alone, as browsers write it in Origin (case, default port): what forms are checked against.
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    sessionSecret: resolveSessionSecret(env, dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    storeOrdersEmail: env.STORE_ORDERS_EMAIL,
    reviewRequestAfterDays: env.REVIEW_REQUEST_AFTER_DAYS,
    payment: {
      provider: env.PAYMENT_PROVIDER ?? (hasRazorpayKeys ? 'razorpay' : 'sandbox'),
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiBase: env.RAZORPAY_API_BASE,
    },
    messaging: {
      whatsapp:
        env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
          ? {
              token: env.WHATSAPP_TOKEN,
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              apiBase: env.WHATSAPP_API_BASE,
              appSecret: env.WHATSAPP_APP_SECRET,
              verifyToken: env.WHATSAPP_VERIFY_TOKEN,
            }
          : undefined,
      sms:
        env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_IDS
          ? {
              authKey: env.MSG91_AUTH_KEY,
              templateIds: Object.fromEntries(
                env.MSG91_TEMPLATE_IDS.split(',').map((pair) => {
                  const [key, id] = pair.trim().split('=');
                  return [key ?? '', id ?? ''];
                }),
              ),
              apiBase: env.MSG91_API_BASE,
            }
          : undefined,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    pageCacheMb: env.PAGE_CACHE_MB,
    workers: env.DATABASE_URL ? (env.WORKERS ?? availableParallelism()) : 1,
    requestedWorkers: env.WORKERS,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
  };
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1)$/;

/**
 * Settings that start but are wrong for a public production server: logged as warnings
 * at start, so that `npm start` on a laptop still works without PUBLIC_URL.
 */
export function deploymentWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.databaseUrl && (config.requestedWorkers ?? 1) > 1) {
    warnings.push(
      `WORKERS=${config.requestedWorkers} is ignored: the embedded database (PGlite) belongs to one process. Set DATABASE_URL to serve with several.`,
    );
  }
  if (!config.isProduction) return warnings;
  // The demo runs in production mode on the sandbox; a real shop must not.
  if (config.payment.provider === 'sandbox') {
    warnings.push(
      'Payments run in the sandbox gateway: its window marks online orders paid without any money moving. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (and RAZORPAY_WEBHOOK_SECRET) before taking real orders.',
    );
  } else if (!config.payment.webhookSecret) {
    warnings.push(
      'RAZORPAY_WEBHOOK_SECRET is not set: payments whose shopper never comes back are only found by reconciliation, and late payments on cancelled orders are missed. Set it to the webhook secret configured in Razorpay.',
    );
  }
  if (!config.smtpUrl) {
    warnings.push(
      'SMTP_URL is not set: no e-mail leaves the shop (order confirmations, verification and password-reset links); they wait in the outbox table until the shop restarts with SMTP_URL set to your mail server (verification and reset links only while they work).',
    );
  }
  if (!config.messaging.whatsapp && !config.messaging.sms) {
    warnings.push(
      'Neither WHATSAPP_TOKEN nor MSG91_AUTH_KEY is set: order updates by WhatsApp or SMS, which shoppers opt into at checkout, wait in the outbox table until one is.',
    );
  }
  // A server only this machine reaches, at a local address, is someone trying the shop.
  const localUrl =
    !config.publicUrl ||
    /^http:\/\/(localhost|127(\.\d{1,3}){3})(:\d+)?(\/|$)/.test(config.publicUrl);
  if (config.publicUrl?.startsWith('https://') || (LOOPBACK_HOST.test(config.host) && localUrl)) {
    return warnings;
  }
  return [
    ...warnings,
    `PUBLIC_URL is ${config.publicUrl ? `not https (${config.publicUrl})` : 'not set'} on a production server listening on ${config.host}: session cookies are sent without Secure, and canonical links and e-mail links point to ${config.publicUrl ?? `http://localhost:${config.port}`}. Set PUBLIC_URL=https://your-shop.example.`,
  ];
}
