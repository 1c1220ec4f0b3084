// CPU time of this process and everything it started, read from Linux's /proc: its own threads
// (worker threads, libvips' native threads), the child processes still running (render workers)
// and those that ended. What a test compares is the difference over a window of time after an
// answer: whatever was left running shows up there, in whichever thread or process it runs.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux platform Node supports

type Stat = { parent: number; ownTicks: number; endedChildrenTicks: number };

function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const number = (field: number) => Number(fields[field - 3]);
    return { parent: number(4), ownTicks: number(14) + number(15), endedChildrenTicks: number(16) + number(17) };
  } catch {
    return undefined; // it ended meanwhile
  }
}

/** CPU-seconds used so far by this process, its threads and its descendants (running or ended). */
export function processTreeCpuSeconds(): number {
  const stats = new Map<number, Stat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const found = stat(Number(entry));
    if (found) stats.set(Number(entry), found);
  }
  let ticks = 0;
  const pending = [process.pid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    const own = stats.get(pid);
    if (!own) continue;
    ticks += own.ownTicks + own.endedChildrenTicks;
    for (const [child, { parent }] of stats) if (parent === pid) pending.push(child);
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU-seconds the process tree used during the next `ms` milliseconds. */
export async function cpuSecondsDuring(ms: number): Promise<number> {
  const before = processTreeCpuSeconds();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return processTreeCpuSeconds() - before;
}
