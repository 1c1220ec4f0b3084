// Shared bench plumbing: start a server in a child process pinned to one core, drive it with
// autocannon from another core, alternate A and B, report medians (PERFORMANCE.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number };

const hasTaskset = existsSync('/usr/bin/taskset');

/** Starts `tsx <script> ...args` on core 0; resolves once it prints `PORT=<n>`, with what it printed up to then. */
export async function startServer(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ port: number; child: ChildProcess; output: string }> {
  const command = hasTaskset ? 'taskset' : 'npx';
  const commandArgs = hasTaskset ? ['-c', '0', 'npx', 'tsx', script, ...args] : ['tsx', script, ...args];
  // Its own process group: npx and tsx start children of their own, and all of them must go at the end.
  const child = spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT=(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
  return { port, child, output };
}

/** Stops the server's whole process group: SIGTERM (graceful), then SIGKILL after 5 s. */
export function stopServer(child: ChildProcess): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      // Grandchildren (tsx's node) may outlive npx; they hold the stdout pipe open otherwise.
      signalGroup('SIGKILL');
      child.stdout?.destroy();
      resolve();
    });
    signalGroup('SIGTERM');
  });
}

/** One bounded autocannon run against loopback. */
export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Prints one table row per measurement, and whether the target holds. */
export function report(rows: { id: string; what: string; value: string; target: string; ok: boolean }[]): boolean {
  console.table(rows.map((row) => ({ id: row.id, measure: row.what, value: row.value, target: row.target, result: row.ok ? 'PASS' : 'MISS' })));
  return rows.every((row) => row.ok);
}
