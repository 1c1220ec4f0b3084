// `npm run dev`: the API (tsx watch, port 3000) and the Vite dev server (port 5173, which proxies
// the API to 3000) side by side through `concurrently`, each line prefixed with its source; when
// one stops, the others are stopped too. relay-compiler's own watch mode needs watchman, so it only
// runs where watchman is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { concurrently, type ConcurrentlyCommandInput } from 'concurrently';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line: string) => console.log(`[dev] ${line}`);
// vite.config.ts proxies /graphql, /api and /media to this port.
const apiPort = '3000';

if (!existsSync(`${root}api/generated/prisma/client.ts`)) {
  say('Prisma client missing: running npm run prisma:generate');
  const generated = spawnSync('npm', ['run', 'prisma:generate'], { cwd: root, stdio: 'inherit' });
  if (generated.status !== 0) process.exit(generated.status ?? 1);
}

const hasWatchman = spawnSync('watchman', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasWatchman) {
  // Without watch mode, at least start from current artifacts.
  say('running npm run relay once');
  spawnSync('npm', ['run', 'relay'], { cwd: root, stdio: 'inherit' });
}

const commands: ConcurrentlyCommandInput[] = [
  {
    name: 'api',
    prefixColor: 'cyan',
    command: 'tsx watch --clear-screen=false api/server.ts',
    env: { PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  },
  { name: 'web', prefixColor: 'magenta', command: 'vite --port 5173 --strictPort' },
  ...(hasWatchman ? [{ name: 'relay', prefixColor: 'yellow', command: 'relay-compiler --watch' }] : []),
];

say(`API on http://localhost:${apiPort}, web app with hot reload on http://localhost:5173`);
say(
  hasWatchman
    ? 'relay-compiler --watch keeps Relay artifacts up to date'
    : 'watchman not found: Relay artifacts are not watched; run `npm run relay` after editing GraphQL in web/',
);
// Commands run with node_modules/.bin on the PATH (npm run puts it there).
const { result } = concurrently(commands, { cwd: root, killOthersOn: ['failure', 'success'], prefix: 'name' });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
