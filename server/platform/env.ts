import { isIP } from 'node:net';
import { z } from 'zod';

const optional = z.string().trim().min(1).optional().catch(undefined);

// proxy-addr's names for address ranges, usable in TRUST_PROXY beside addresses and CIDR ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  if (PROXY_RANGE_NAMES.has(address) && bits === undefined) return true;
  const version = isIP(address);
  if (version === 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** The reverse proxies whose X-Forwarded-For is believed: none unless listed (anyone can send the header). */
const TrustProxySchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isProxyAddress), {
    message: 'a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  });

/** Origins besides APP_ORIGIN and existing community sites whose pages may send cookie-carrying changes. */
const AllowedOriginsSchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every((entry) => URL.canParse(entry) && new URL(entry).origin === entry), {
    message: 'a comma-separated list of origins like https://moim.example (scheme, host and port only)',
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    APP_ORIGIN: z.url().optional(),
    /** the parent domain of community sites ({handle}.<domain>); defaults to APP_ORIGIN's host name */
    COMMUNITY_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, { message: 'a host name like moim.example' })
      .optional(),
    DATABASE_URL: optional,
    /** where uploaded files live: `disk` ($DATA_DIR/uploads) or `database`; unset: the database with DATABASE_URL, else the disk */
    FILE_STORE: z.enum(['disk', 'database']).optional(),
    DATA_DIR: z.string().default('./.data'),
    SMTP_URL: optional,
    MAIL_FROM: z.string().default('Moim <no-reply@localhost>'),
    SESSION_SECRET: optional,
    OIDC_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    OIDC_GOOGLE_CLIENT_ID: optional,
    OIDC_GOOGLE_CLIENT_SECRET: optional,
    GA_MEASUREMENT_ID: optional,
    /** Google Places API (New) key for venue suggestions; without it the venue is typed by hand */
    GOOGLE_PLACES_API_KEY: optional,
    /** the external PRO request form per language; unset, hosts get the in-app page `/pro-access` */
    PRO_REQUEST_URL_EN: z.url().optional(),
    PRO_REQUEST_URL_KO: z.url().optional(),
    /** who is emailed when someone asks for PRO access: a comma-separated list of addresses */
    OPERATOR_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((entries) => entries.every((entry) => z.email().safeParse(entry).success), {
        message: 'a comma-separated list of email addresses',
      }),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** the API reference at /v1/docs; unset: on, except in production (a map of every route is no one's business there) */
    DOCS_ENABLED: z.enum(['true', 'false']).optional(),
    /** turns on /v1/metrics, which then asks for it as a bearer token */
    METRICS_TOKEN: optional,
    TRUST_PROXY: TrustProxySchema,
    ALLOWED_ORIGINS: AllowedOriginsSchema,
    /** how often an open check-in stream says it is alive and re-checks the session and role */
    CHECK_IN_HEARTBEAT_MS: z.coerce.number().int().min(50).default(15_000),
    /** how long an anonymous reader's event page is kept per process (0: not kept) */
    EVENT_PAGE_CACHE_MS: z.coerce.number().int().min(0).default(1000),
    /** how long a viewer's For You pages are kept per process for other people's changes; their own show at once (0: not kept) */
    FOR_YOU_CACHE_MS: z.coerce.number().int().min(0).default(10_000),
    /** a PostgreSQL server's statement_timeout for every statement */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
    /** the shorter statement_timeout of the guest list's searches and exports */
    HEAVY_READ_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
    /** how long a guest search's count is kept per process while the event's registrations stay as many (0: not kept) */
    SEARCH_COUNT_KEPT_MS: z.coerce.number().int().min(0).default(5_000),
    /** how many searches and exports one host may run at once on each instance (more: 429 G00342) */
    HEAVY_READS_PER_HOST: z.coerce.number().int().min(1).default(3),
  })
  .transform((env) => {
    const appOrigin = env.APP_ORIGIN ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      APP_ORIGIN: appOrigin,
      COMMUNITY_DOMAIN: env.COMMUNITY_DOMAIN ?? new URL(appOrigin).hostname,
      DOCS_ENABLED: env.DOCS_ENABLED === undefined ? env.NODE_ENV !== 'production' : env.DOCS_ENABLED === 'true',
    };
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'required in production' });
    }
  });

export type Env = z.output<typeof EnvSchema>;

/** Reads the configuration; throws a readable list of what is wrong. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
