import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../api/platform/config';
import { printSchemaFile } from '../../../api/schema/print';

describe('configuration', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'meme-config-'));

  it('defaults to port 3000 and ./data with the embedded services', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    // A browser on this machine may use the loopback address instead of localhost.
    expect(config.allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_ORIGIN: 'https://memes.example.com/' }).allowedOrigins).toEqual(['https://memes.example.com']);
    expect([config.databaseUrl, config.redisUrl, config.openai, config.stripe, config.firebase]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    rmSync(dir, { recursive: true });
  });

  it('names the variable and what it wants when a value is bad', () => {
    const dir = dataDir();
    const message = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dir, ...env });
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(message({ PORT: 'eighty' })).toContain('PORT: must be a number');
    expect(message({ PORT: '70000' })).toContain('PORT: must be between 0 and 65535');
    expect(message({ DATABASE_URL: 'mysql://x' })).toContain('DATABASE_URL: must start with postgresql://');
    expect(message({ SESSION_SECRET: 'short' })).toContain('SESSION_SECRET: must be at least 32 characters');
    expect(message({ STRIPE_SECRET_KEY: 'sk_test_1' })).toContain('STRIPE_WEBHOOK_SECRET: required');
    expect(message({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL');
    rmSync(dir, { recursive: true });
  });

  it('generates a session secret once and keeps it in DATA_DIR across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(40) }).sessionSecret).toBe('x'.repeat(40));
    rmSync(dir, { recursive: true });
  });
});

describe('schema.graphql', () => {
  it('is the schema the server serves (run `npm run schema` when this fails)', () => {
    const committed = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printSchemaFile());
  });
});

describe('blank settings', () => {
  it('an empty value (PORT= in an .env file) means unset and takes the default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'meme-config-'));
    const config = loadConfig({ DATA_DIR: dir, PORT: '', HOST: ' ', LOG_LEVEL: '', NODE_ENV: '', FIREBASE_JWKS_URL: '', TEMPLATE_IMAGE_HOST: '' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.logLevel).toBe('info');
    expect(config.templateImageHost).toBe('i.imgflip.com');
    rmSync(dir, { recursive: true });
  });
});

describe('sign-in throttle settings', () => {
  it('default to 30 attempts per address and the meme: Redis prefix, and name bad values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'meme-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect([config.signInAddressLimit, config.redisKeyPrefix]).toEqual([30, 'meme:']);
    expect(loadConfig({ DATA_DIR: dir, SIGNIN_ADDRESS_LIMIT: '500', REDIS_KEY_PREFIX: 'staging:' })).toMatchObject({
      signInAddressLimit: 500,
      redisKeyPrefix: 'staging:',
    });
    expect(() => loadConfig({ DATA_DIR: dir, SIGNIN_ADDRESS_LIMIT: '0' })).toThrow('SIGNIN_ADDRESS_LIMIT: must be at least 1');
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_KEY_PREFIX: 'has spaces' })).toThrow('REDIS_KEY_PREFIX');
    rmSync(dir, { recursive: true });
  });
});
