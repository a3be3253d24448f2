import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_EXCHANGE_RATE_PROVIDERS, providerName } from './lib/rateProviderTemplates.ts';

/**
 * The project root: two levels above server/src, or four above server/dist/server/src when
 * running the compiled server (server/tsconfig.build.json mirrors the root under server/dist).
 */
export const ROOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  import.meta.url.endsWith('.js') ? '../../../..' : '../..',
);

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    (v) => (emptyToUndefined(v) === undefined ? fallback : String(v).toLowerCase()),
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])]).transform((v) =>
      typeof v === 'boolean' ? v : ['true', '1', 'yes'].includes(v),
    ),
  );

// ── TRUST_PROXY: which X-Forwarded-For entries are believed (docs/decisions/018-abuse-limits.md).
// A number is how many proxies stand in front of the server (the client is the address that many
// hops back; what a client writes further left is ignored); a list names the proxies' addresses or
// CIDR ranges (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). `false`/`0`: the socket's
// address. The legacy `true` means one hop: trusting every hop would let a client pick its IP.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}
const trustProxy = z.preprocess(
  (v) => (emptyToUndefined(v) === undefined ? 'false' : String(v).trim().toLowerCase()),
  z.string().transform((v, ctx): false | number | string[] => {
    if (['false', 'no', '0'].includes(v)) return false;
    if (['true', 'yes'].includes(v)) return 1;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 10) return hops;
    }
    const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a number of proxy hops (0 to 10) or a comma-separated list of proxy addresses/CIDRs${bad.length ? ` (not an address: ${bad.join(', ')})` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  }),
);

/**
 * Every setting of the server. Defaults make `npm start` work with nothing set; each
 * variable is described in .env.example. Parsed once at boot: a bad value stops the boot
 * with a message naming the variable.
 */
const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// connection URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
  EMBEDDED_PG_DIR: z.preprocess(emptyToUndefined, z.string().default(path.join(ROOT_DIR, '.data', 'pg'))),
  EMBEDDED_PG_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(0)),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  GRAPHQL_INTROSPECTION: bool(false).optional(),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10_000)),
  STORAGE_DIR: z.preprocess(emptyToUndefined, z.string().default(path.join(ROOT_DIR, '.data', 'storage'))),
  // An S3-compatible bucket for uploaded files (avatars, licences) instead of STORAGE_DIR, so
  // several instances share them (lib/storage, docs/decisions/028-file-storage.md). All four of
  // S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none.
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be the http(s) URL of the S3 service, e.g. https://s3.eu-central-1.amazonaws.com' }).optional()),
  S3_REGION: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1 (R2: auto)').default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().default(path.join(ROOT_DIR, 'web', 'dist'))),
  /** The web's server bundle (pages rendered on the server); without it pages are the plain shell. */
  WEB_SSR_ENTRY: z.preprocess(emptyToUndefined, z.string().default(path.join(ROOT_DIR, 'web', 'dist-ssr', 'entry-server.js'))),
  SEED: z.preprocess(emptyToUndefined, z.enum(['auto', 'always', 'never']).default('auto')),
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
      .pipe(z.array(z.url())),
  ),
  // Read by later features; listed here so a typo is caught at boot.
  SMTP_URL: optionalUrl,
  // How mail leaves: `smtp` (SMTP_URL) or `log` (written to the server log, links included, and
  // never sent). Unset: smtp when SMTP_URL is set, else log, except in production, which refuses
  // to start without one or the other (activation and reset links must not land in a production
  // log unless an operator chose that).
  MAIL_TRANSPORT: z.preprocess(
    (v) => (typeof v === 'string' ? emptyToUndefined(v.trim().toLowerCase()) : v),
    z.enum(['smtp', 'log'], { error: 'must be smtp or log' }).optional(),
  ),
  MAIL_FROM: optionalString,
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('contact@erbil-rental.test')),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Base URL of the Stripe API the SDK calls (lib/payments/stripe.ts): Stripe's own unless a test
  // or a local mock points it elsewhere (protocol, host and port are taken from it).
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.stripe.com')),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_VERIFY_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.google.com/recaptcha/api/siteverify')),
  RECAPTCHA_MIN_SCORE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(0.5)),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.string().default('https://accounts.google.com')),
  GOOGLE_JWKS_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  APPLE_CLIENT_ID: optionalString,
  APPLE_ISSUER: z.preprocess(emptyToUndefined, z.string().default('https://appleid.apple.com')),
  APPLE_JWKS_URL: z.preprocess(emptyToUndefined, z.url().default('https://appleid.apple.com/auth/keys')),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.preprocess(emptyToUndefined, z.url().default('https://graph.facebook.com')),
  // Exchange-rate providers, tried in order (lib/exchangeRates.ts): comma-separated URL
  // templates with {base}, {targets} and {key} placeholders; `none` for no provider at all.
  EXCHANGE_RATE_PROVIDERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(DEFAULT_EXCHANGE_RATE_PROVIDERS.join(','))
      .transform((s, ctx) => {
        if (s.trim().toLowerCase() === 'none') return [];
        const templates = s.split(',').map((t) => t.trim()).filter(Boolean);
        templates.forEach((template, index) => {
          let ok: boolean;
          try {
            providerName(template); // throws unless it fills in to a URL
            ok = /^https?:\/\//i.test(template);
          } catch {
            ok = false;
          }
          // Not echoed: an entry may carry a key.
          if (!ok) ctx.addIssue({ code: 'custom', message: `entry ${index + 1} is not an http(s) URL template` });
        });
        return templates;
      }),
  ),
  EXCHANGE_RATE_API_KEY: optionalString,
  // One key per provider, comma-separated in the order of EXCHANGE_RATE_PROVIDERS (each provider
  // is its own account); an empty entry uses EXCHANGE_RATE_API_KEY.
  EXCHANGE_RATE_API_KEYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((s) => (s === undefined ? [] : s.split(',').map((k) => k.trim()))),
  ),
  // Seconds fetched rates are used before the providers are asked again; 0 asks on every request.
  EXCHANGE_RATE_CACHE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(3600)),
  // Milliseconds to wait for one provider before trying the next.
  EXCHANGE_RATE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(60_000).default(5000)),
  // Requests a minute allowed to each partner API key.
  API_KEY_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(600)),
  // GraphQL requests a minute allowed to each client address without a session or API key
  // (docs/decisions/018-abuse-limits.md): generous, one address may be many people behind a NAT.
  GRAPHQL_ANONYMOUS_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1200)),
  // Run the mail outbox worker in this instance (any number of instances may).
  MAIL_WORKER: bool(true),
  // Run the scheduled jobs (pg-boss) in this instance: the payment-hold expiry. Any number of
  // instances may; each scheduled run happens once across them.
  JOBS: bool(true),
  // Opening hours of the business (pick-up and drop-off within them) and the minimum lead time.
  OPENING_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(23).default(8)),
  CLOSING_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(24).default(20)),
  MIN_LEAD_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(72).default(1)),
  MIN_AGE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(16).max(99).default(18)),
  BUSINESS_TIME_ZONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('Asia/Baghdad')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Asia/Baghdad'),
  ),
  // Longest rental in days ('Rentals can last at most 365 days.'); bounded so a period's dates and
  // prices stay far inside what the database holds.
  MAX_RENTAL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(365)),
  // ── Analytics (issue 14 point 7): unset = no banner, no script, no request. The web loads the
  // script only after the visitor accepts it in the consent banner and first moves the mouse,
  // touches or presses a key (web/src/components/analytics/). ANALYTICS_SCRIPT_URL is the
  // script's address with {id} for the id (Google Analytics' gtag.js by default; tests point it
  // at a local file); its origin is added to the Content-Security-Policy (http/security.ts).
  ANALYTICS_ID: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an analytics id such as G-ABC123XYZ (letters, digits, - and _)').optional(),
  ),
  ANALYTICS_SCRIPT_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('https://www.googletagmanager.com/gtag/js?id={id}')
      .refine((template) => {
        try {
          const url = new URL(template.replaceAll('{id}', 'id'));
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      }, 'must be an http(s) URL, with {id} where the analytics id goes (e.g. https://www.googletagmanager.com/gtag/js?id={id})'),
  ),
})
  // Otherwise every period would be refused, in words that would not say why.
  .refine((env) => env.OPENING_HOUR < env.CLOSING_HOUR, { path: ['CLOSING_HOUR'], message: 'must be later than OPENING_HOUR' })
  // A key with no provider is a mistake in the list (a key meant for another position); not echoed.
  .refine((env) => env.EXCHANGE_RATE_API_KEYS.length <= Math.max(1, env.EXCHANGE_RATE_PROVIDERS.length), {
    path: ['EXCHANGE_RATE_API_KEYS'],
    message: 'has more entries than EXCHANGE_RATE_PROVIDERS has providers (one key per provider, in the same order)',
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp (e.g. smtps://user:password@smtp.example.com:465)' });
    }
  })
  // Half a bucket configuration must stop the boot: silently writing to the local folder would
  // leave each instance with its own files (the very thing the bucket is for).
  .superRefine((env, ctx) => {
    const parts = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (env.S3_BUCKET) {
      for (const name of parts) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set (or unset S3_BUCKET to keep files in STORAGE_DIR)' });
      }
    } else {
      const set = parts.filter((name) => env[name]);
      if (set.length) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set (or unset them to keep files in STORAGE_DIR)` });
    }
  });

export type Env = Omit<z.infer<typeof EnvSchema>, 'MAIL_TRANSPORT'> & { PUBLIC_URL: string; GRAPHQL_INTROSPECTION: boolean; MAIL_TRANSPORT: 'smtp' | 'log' };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration; fix these environment variables:\n${lines.join('\n')}`);
  }
  const env = result.data;
  // Production never starts the embedded PostgreSQL (a development convenience whose data
  // lives in a folder beside the code) nor the demo seed that comes with it.
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    throw new EnvError(
      'NODE_ENV is production but DATABASE_URL is not set: production does not start the embedded PostgreSQL.\n' +
        '  Set DATABASE_URL=postgresql://user:password@host:5432/database (or leave NODE_ENV unset to develop).',
    );
  }
  // Production never logs activation and reset links unless an operator chose that (MAIL_TRANSPORT=log).
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_TRANSPORT !== 'log') {
    throw new EnvError(
      'NODE_ENV is production but SMTP_URL is not set: activation and password-reset links would only be written to the log.\n' +
        '  Set SMTP_URL=smtps://user:password@smtp.example.com:465, or MAIL_TRANSPORT=log to log mail instead of sending it, on purpose.',
    );
  }
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    MAIL_TRANSPORT: env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'log'),
    // Introspection (Apollo Sandbox) is on except in production, unless enabled there.
    GRAPHQL_INTROSPECTION: env.GRAPHQL_INTROSPECTION ?? env.NODE_ENV !== 'production',
  };
}
