// Reads docker-compose files the way `docker compose -f a -f b config` combines them, for the parts
// our files use: later files merge into earlier ones (mappings key by key, lists replaced), and
// ${VAR}, ${VAR:-default}, ${VAR:?message} and $$ are filled from an operator's .env.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// js-yaml resolves the anchors and `<<` merge keys the files use.
const { safeLoad } = createRequire(import.meta.url)('js-yaml') as { safeLoad: (text: string) => unknown };

export type Service = {
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  networks?: string[];
  volumes?: string[];
  entrypoint?: string[];
  command?: string[];
  build?: { args?: Record<string, string> };
  deploy?: { resources?: { reservations?: { devices?: { driver: string; count: string; capabilities: string[] }[] } } };
};
export type Project = { services: Record<string, Service>; volumes?: Record<string, unknown> };

const root = new URL('../..', import.meta.url);

export function composeFileText(name: string): string {
  return readFileSync(fileURLToPath(new URL(name, root)), 'utf8');
}

/** The project `docker compose -f <files...> config` would run, with `env` as the .env file. */
export function composeProject(files: string[], env: Record<string, string>): Project {
  const merged = files.map((file) => safeLoad(composeFileText(file))).reduce(merge);
  return interpolate(merged, env) as Project;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(base: unknown, override: unknown): unknown {
  if (!isMapping(base) || !isMapping(override)) return override;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) result[key] = key in base ? merge(base[key], value) : value;
  return result;
}

function interpolate(value: unknown, env: Record<string, string>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (whole, name: string, operator?: string, argument?: string) => {
      if (whole === '$$') return '$';
      const set = env[name];
      if (operator === '?' && !set) throw new Error(`compose would stop: ${argument}`);
      return set || (operator === '-' ? (argument ?? '') : '');
    });
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env));
  if (isMapping(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, env)]));
  // Numbers and booleans as text, the way `environment` reaches a container.
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}
