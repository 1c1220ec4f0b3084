// Download progress on stderr: a bar redrawn in place on a terminal; on a pipe or a CI log, one
// plain line per tenth, so logs stay short and still show that the download moves.

export type Progress = {
  /** Bytes of the file now on disk (resumed bytes included). */
  update(done: number): void;
  /** Ends the bar's line. */
  finish(): void;
};

const MB = 1024 * 1024;
const BAR_WIDTH = 24;
const REDRAW_MS = 100;

export function megabytes(bytes: number): string {
  return (bytes / MB).toFixed(1);
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--';
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours}h${String(minutes).padStart(2, '0')}m`;
  return minutes > 0 ? `${minutes}m${String(rest).padStart(2, '0')}s` : `${rest}s`;
}

/**
 * A progress display for a download of `total` bytes (undefined when the server does not say)
 * that starts with `resumedFrom` bytes already on disk. Speed and ETA count only this run's bytes.
 */
export function createProgress(total: number | undefined, resumedFrom: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = performance.now();
  const tty = Boolean(stream.isTTY);
  let lastDraw = 0;
  let lastTenth = Math.floor(total ? (resumedFrom / total) * 10 : 0);
  let drawn = false;

  const line = (done: number): string => {
    const seconds = (performance.now() - started) / 1000;
    const speed = seconds > 0 ? (done - resumedFrom) / seconds : 0;
    const rate = `${megabytes(speed)} MB/s`;
    if (!total) return `${megabytes(done)} MB  ${rate}`;
    const fraction = Math.min(1, done / total);
    const eta = speed > 0 ? duration((total - done) / speed) : '--';
    const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
    const filled = Math.round(fraction * BAR_WIDTH);
    const bar = tty ? ` [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]` : '';
    return `${percent}${bar}  ${megabytes(done)}/${megabytes(total)} MB  ${rate}  ETA ${eta}`;
  };

  return {
    update(done) {
      if (tty) {
        const now = performance.now();
        if (now - lastDraw < REDRAW_MS && done !== total) return;
        lastDraw = now;
        stream.write(`\r${line(done)}\x1b[K`);
        drawn = true;
        return;
      }
      const tenth = total ? Math.floor((done / total) * 10) : Math.floor(done / (100 * MB));
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${line(done)}\n`);
      }
    },
    finish() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
