// `npm run dev`: the API (tsx watch, port 3000) and the Vite dev server (port 5173, which proxies
// the API to 3000) side by side, each line prefixed with its source. Ctrl-C stops everything.
// relay-compiler's own watch mode needs watchman, so it only runs where watchman is installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);

interface Task {
  name: string;
  colour: number;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

// vite.config.ts proxies /graphql, /api and /media to this port.
const apiPort = '3000';
const tasks: Task[] = [
  {
    name: 'api',
    colour: 36,
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'api/server.ts'],
    env: { PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  },
  {
    name: 'web',
    colour: 35,
    command: bin('vite'),
    args: ['--port', '5173', '--strictPort'],
  },
];

const hasWatchman = spawnSync('watchman', ['--version'], { stdio: 'ignore' }).status === 0;
if (hasWatchman) {
  tasks.push({
    name: 'relay',
    colour: 33,
    command: bin('relay-compiler'),
    args: ['--watch'],
  });
}

const width = Math.max(...tasks.map((t) => t.name.length));
const children = new Map<ChildProcess, Task>();
let stopping = false;

function prefixLines(stream: NodeJS.ReadableStream | null, task: Task, out: NodeJS.WriteStream) {
  if (!stream) return;
  const label = paint(task.colour, `[${task.name.padEnd(width)}]`);
  createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`));
}

function say(line: string) {
  console.log(`${paint(90, `[${'dev'.padEnd(width)}]`)} ${line}`);
}

function start(task: Task) {
  const child = spawn(task.command, task.args, {
    cwd: root,
    // Tools colour their output only for a terminal, which a pipe is not: tell them which it is.
    env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }), ...task.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping it also stops what tsx and vite start underneath.
    detached: true,
  });
  children.set(child, task);
  prefixLines(child.stdout, task, process.stdout);
  prefixLines(child.stderr, task, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) {
      if (children.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    say(`${task.name} exited (${signal ?? `code ${code}`}); stopping the others`);
    process.exitCode = code || 1;
    stop();
  });
}

function signalAll(signal: NodeJS.Signals) {
  for (const child of children.keys()) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

function stop() {
  if (stopping) return;
  stopping = true;
  if (children.size === 0) process.exit(process.exitCode ?? 0);
  signalAll('SIGTERM');
  // Anything still running after 5 s is killed outright.
  setTimeout(() => signalAll('SIGKILL'), 5000).unref();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);

if (!existsSync(`${root}/api/generated/prisma/client.ts`)) {
  say('Prisma client missing: running npm run prisma:generate');
  const generated = spawnSync('npm', ['run', 'prisma:generate'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (generated.status !== 0) process.exit(generated.status ?? 1);
}

const scripts = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
  scripts?: Record<string, string>;
}).scripts;
if (!hasWatchman && scripts?.relay) {
  // Without watch mode, at least start from current artifacts.
  say('running npm run relay once');
  spawnSync('npm', ['run', 'relay'], { cwd: root, stdio: 'inherit' });
}

say(`API on http://localhost:${apiPort}, web app with hot reload on http://localhost:5173`);
say(
  hasWatchman
    ? 'relay-compiler --watch keeps Relay artifacts up to date'
    : 'watchman not found: Relay artifacts are not watched; ' +
        'run `npm run relay` after editing GraphQL in web/',
);
for (const task of tasks) start(task);
