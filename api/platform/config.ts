import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { API_LIMIT_DEFAULTS } from '../../core/limits';

/** Every setting of the server, parsed once. `.env.example` documents each of them. */
export type Config = ReturnType<typeof parseEnvironment> & { sessionSecret: string };

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const httpUrl = (what: string) =>
  optionalText.refine((value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value), {
    message: `must be an http(s) URL (${what})`,
  });

/** A count setting (a limit, a rate): a whole number of at least 1. */
const countSetting = () => z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1');

const commaList = optionalText.transform((value) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [],
);

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
    message: 'must start with postgresql:// (leave it unset for the embedded PGlite database)',
  }),
  REDIS_URL: optionalText.refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
    message: 'must start with redis:// or rediss:// (leave it unset for in-process pub/sub)',
  }),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or . _ - : (e.g. memes:)')
    .default('meme:'),
  SESSION_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters (leave it unset to generate one in DATA_DIR)',
  }),
  PUBLIC_ORIGIN: httpUrl('the address people use to reach the app, e.g. https://memes.example.com'),
  CORS_ORIGINS: commaList.refine((list) => list.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)), {
    message: 'must be a comma-separated list of origins such as https://partner.example.com',
  }),
  TRUST_PROXY: commaList,
  SIGNIN_ADDRESS_LIMIT: countSetting().default(30),
  API_TOKEN_RATE_LIMIT: countSetting().default(API_LIMIT_DEFAULTS.requestsPerToken),
  ANONYMOUS_API_RATE_LIMIT: countSetting().default(API_LIMIT_DEFAULTS.requestsPerAnonymousAddress),
  RENDER_MEGAPIXELS_PER_MINUTE: countSetting().default(API_LIMIT_DEFAULTS.renderMegapixelsPerUser),
  ANONYMOUS_RENDER_MEGAPIXELS_PER_MINUTE: countSetting().default(API_LIMIT_DEFAULTS.renderMegapixelsPerAnonymousAddress),
  RESPONSE_CACHE_MAX_BYTES: z.coerce
    .number({ message: 'must be a number of bytes, e.g. 67108864 for 64 MiB' })
    .int('must be a whole number of bytes, e.g. 67108864 for 64 MiB')
    .min(65536, 'must be between 65536 (64 KiB) and 8589934592 (8 GiB)')
    .max(8589934592, 'must be between 65536 (64 KiB) and 8589934592 (8 GiB)')
    .default(64 * 1024 * 1024),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  ADMIN_USERNAME: optionalText.refine((value) => value === undefined || value.length >= 3, {
    message: 'must be at least 3 characters',
  }),
  ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: httpUrl('an OpenAI-compatible API, e.g. http://localhost:11434/v1'),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_VISION_MODEL: optionalText,
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300000).default(30000),
  OPENAI_MAX_RETRIES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 5')
    .max(5, 'must be between 0 and 5')
    .default(2),
  SAFETY_FILTER: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  SAFETY_MODERATION_MODEL: optionalText,
  LOCAL_MODEL: optionalText.refine((value) => value === undefined || value.startsWith('hf:') || value.endsWith('.gguf'), {
    message: 'must be a .gguf file or an hf:<owner>/<repo>/<file>.gguf address (leave it unset to use the model in DATA_DIR/models)',
  }),
  LOCAL_MODEL_CONCURRENCY: wholeNumber(1, 16).default(1),
  LOCAL_MODEL_TIMEOUT_MS: wholeNumber(100, 600000).default(120000),
  LOCAL_MODEL_THREADS: wholeNumber(1, 256).optional(),
  LOCAL_MODEL_GPU: z.enum(['auto', 'false', 'cuda', 'vulkan', 'metal'], { message: 'must be auto, false, cuda, vulkan or metal' }).default('auto'),
  LOCAL_MODEL_SEED: wholeNumber(0, 2 ** 31 - 1).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_API_URL: httpUrl('where the Stripe SDK sends requests; tests point it at a local server'),
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_APP_ID: optionalText,
  FIREBASE_JWKS_URL: httpUrl('the public keys that sign Firebase ID tokens').default(
    'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
  ),
  TEMPLATE_IMAGE_HOST: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as i.imgflip.com')
    .default('i.imgflip.com'),
  // Where the pictures of templates taken from memegen.link's repository are: a host and folder,
  // https implied (as for TEMPLATE_IMAGE_HOST: plain http only on a loopback address).
  MEMEGEN_TEMPLATE_HOST: z
    .string()
    .trim()
    .transform((value) => value.replace(/^https:\/\//i, '').replace(/\/+$/, ''))
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9.-]+(:\d+)?(\/[A-Za-z0-9_-]+)*$/i, 'must be a host and folder such as raw.githubusercontent.com/jacebrowning/memegen/main/templates'),
    )
    .default('raw.githubusercontent.com/jacebrowning/memegen/main/templates'),
  WEB_DIST_DIR: z.string().trim().min(1).default('dist/web'),
});

/** The moderation model the safety filter asks, or undefined for none (see Config['safety']). */
function moderationModel(setting: string | undefined, apiKey: string | undefined, baseUrl: string | undefined): string | undefined {
  if (!apiKey || setting?.toLowerCase() === 'none') return undefined;
  if (setting) return setting;
  const openAIsOwn = !baseUrl || /^https:\/\/api\.openai\.com(\/|$)/.test(baseUrl);
  return openAIsOwn ? 'omni-moderation-latest' : undefined;
}

/** A bad setting: the message names the variable and says what it wants. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseEnvironment(env: NodeJS.ProcessEnv) {
  // `PORT=` in an .env file means "not set", not "an empty port": drop blank values first.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // Without PUBLIC_ORIGIN the app runs on this machine: a browser may reach it as localhost or
  // by the loopback address, and sign-in must work either way. No other site has these origins.
  const loopbackAliases = e.PUBLIC_ORIGIN ? [] : [`http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`];
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set, or purchases would never be credited');
  }
  if (e.FIREBASE_PROJECT_ID && !(e.FIREBASE_API_KEY && e.FIREBASE_AUTH_DOMAIN)) {
    throw new ConfigError('Invalid configuration:\n  FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN: required with FIREBASE_PROJECT_ID for the sign-in popup');
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /** Prefix of the Redis keys this deployment writes (sign-in counters), so deployments can share a server. */
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicOrigin,
    allowedOrigins: [...new Set([publicOrigin, ...loopbackAliases, ...e.CORS_ORIGINS])],
    trustedProxies: e.TRUST_PROXY,
    /** Sign-in attempts one address may make per 5 minutes (SECURITY.md: per-IP limit). */
    signInAddressLimit: e.SIGNIN_ADDRESS_LIMIT,
    /** API requests per minute: per personal API token, and per address without a session or token. */
    apiRateLimits: {
      perToken: e.API_TOKEN_RATE_LIMIT,
      perAnonymousAddress: e.ANONYMOUS_API_RATE_LIMIT,
      /** Pixels rendered per minute (in millions): per user (with a session or token), and per address without. */
      renderMegapixels: { perUser: e.RENDER_MEGAPIXELS_PER_MINUTE, perAnonymousAddress: e.ANONYMOUS_RENDER_MEGAPIXELS_PER_MINUTE },
    },
    /** Memory for answers kept by the response cache (api/graphql/responseCache.ts), and how long one is kept at most (tests shorten it). */
    responseCache: { maxBytes: e.RESPONSE_CACHE_MAX_BYTES, ttlMs: 10_000 },
    logLevel: e.LOG_LEVEL,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL,
          visionModel: e.OPENAI_VISION_MODEL ?? e.OPENAI_MODEL,
          timeoutMs: e.OPENAI_TIMEOUT_MS,
          /** Retries of a refused (429, 5xx) or dropped request within the timeout, plus one for unusable output. */
          maxRetries: e.OPENAI_MAX_RETRIES,
        }
      : undefined,
    /**
     * The safety filter (api/ai/safety): on unless SAFETY_FILTER=off. Its moderation model is asked
     * only with OPENAI_API_KEY: omni-moderation-latest on OpenAI's own API, none on other compatible
     * servers (they rarely have /moderations) unless SAFETY_MODERATION_MODEL names one; `none` turns it off.
     */
    safety: {
      enabled: e.SAFETY_FILTER === 'on',
      moderationModel: moderationModel(e.SAFETY_MODERATION_MODEL, e.OPENAI_API_KEY, e.OPENAI_BASE_URL),
    },
    /** A model run in this process, used when OPENAI_API_KEY is unset and its file is found (api/ai/provider.ts). */
    localModel: {
      /** LOCAL_MODEL as given: a file or an hf: address; unset means "the model in DATA_DIR/models". */
      source: e.LOCAL_MODEL,
      concurrency: e.LOCAL_MODEL_CONCURRENCY,
      timeoutMs: e.LOCAL_MODEL_TIMEOUT_MS,
      threads: e.LOCAL_MODEL_THREADS,
      gpu: e.LOCAL_MODEL_GPU === 'false' ? (false as const) : e.LOCAL_MODEL_GPU,
      seed: e.LOCAL_MODEL_SEED,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    firebase:
      e.FIREBASE_PROJECT_ID && e.FIREBASE_API_KEY && e.FIREBASE_AUTH_DOMAIN
        ? {
            projectId: e.FIREBASE_PROJECT_ID,
            apiKey: e.FIREBASE_API_KEY,
            authDomain: e.FIREBASE_AUTH_DOMAIN,
            appId: e.FIREBASE_APP_ID,
            jwksUrl: e.FIREBASE_JWKS_URL,
          }
        : undefined,
    templateImageHost: e.TEMPLATE_IMAGE_HOST,
    memegenTemplateHost: e.MEMEGEN_TEMPLATE_HOST,
    webDistDir: resolve(e.WEB_DIST_DIR),
    // The GraphiQL playground's build (vite.graphiql.config.ts) sits beside the web app's.
    graphiqlDistDir: resolve(e.WEB_DIST_DIR, '..', 'graphiql'),
    sessionSecretFromEnv: e.SESSION_SECRET,
  };
}

/**
 * Reads the secret that seals session cookies. Unset, one is generated once and kept in DATA_DIR,
 * so restarts keep people signed in; several instances must share SESSION_SECRET instead.
 */
function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Parses and validates the environment; throws ConfigError with one line per bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = parseEnvironment(env);
  return { ...config, sessionSecret: loadSessionSecret(config.dataDir, config.sessionSecretFromEnv) };
}
