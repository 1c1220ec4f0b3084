/** Severity levels, quietest last; `silent` turns logging off (tests). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export type Logger = {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

function formatValue(value: unknown): string {
  if (value instanceof Error) return JSON.stringify(value.stack ?? value.message);
  if (typeof value === 'string') return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One line per event: time, level, message, then key=value pairs (easy to read and to grep). */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stderr.write(line)): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
    if (rank[at] < rank[level]) return;
    const pairs = fields
      ? Object.entries(fields)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => ` ${key}=${formatValue(value)}`)
          .join('')
      : '';
    write(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${pairs}\n`);
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}
