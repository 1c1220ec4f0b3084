// npm run templates:mirror [-- --limit <n>] [--concurrency <n>]
//
// Copies every catalogue picture from its picture host (TEMPLATE_IMAGE_HOST, i.imgflip.com by
// default, and MEMEGEN_TEMPLATE_HOST for the templates from memegen's repository) into the app's
// storage once: the table template_mirror_images when DATABASE_URL is
// set (every instance shares it), otherwise DATA_DIR/template-cache/<host>. --limit keeps the most
// popular pictures, whichever their host. The server looks there
// before asking the host, so it keeps showing the real pictures when the host is unreachable.
// Pictures already mirrored are skipped: run it again after an interruption or a failure and it
// fetches only what is missing. A picture the renderer could not use (corrupt, truncated, or beyond
// its limits) is not stored and counts as failed. Ctrl-C stops it cleanly (requests in flight finish).
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../api/platform/config';
import { openDatabase, type Database } from '../api/platform/db';
import { PICTURE_HOSTS } from '../api/templates/catalogue/realTemplate';
import { pictureHostBase } from '../api/templates/images/imageHost';
import { catalogueSources, mirrorPictureStore, mirrorTemplateImages, type MirrorFailure, type MirrorProgress } from '../api/templates/images/templateMirror';

const USAGE = 'usage: npm run templates:mirror [-- --limit <n>] [--concurrency <1-16>]';

type Output = { write(text: string): unknown; isTTY?: boolean; columns?: number };
type Options = { limit?: number; concurrency: number };

function parseArgs(args: readonly string[]): Options | string {
  const options: Options = { concurrency: 4 };
  for (let at = 0; at < args.length; at += 1) {
    const [flag, inline] = args[at]!.split('=', 2) as [string, string | undefined];
    const value = Number(inline ?? args[++at]);
    if (flag === '--limit' && Number.isInteger(value) && value >= 1) options.limit = value;
    else if (flag === '--concurrency' && Number.isInteger(value) && value >= 1 && value <= 16) options.concurrency = value;
    else return `${flag}: not understood\n${USAGE}`;
  }
  return options;
}

/** One status line: redrawn in place on a terminal, a line per tenth of the way otherwise. */
function progressPrinter(output: Output) {
  let lastTenth = -1;
  return {
    update(progress: MirrorProgress) {
      const done = progress.fetched + progress.skipped + progress.failed;
      const share = progress.total ? done / progress.total : 1;
      const counts = `${done}/${progress.total}  fetched ${progress.fetched} · skipped ${progress.skipped} · failed ${progress.failed}`;
      if (output.isTTY) {
        const width = 24;
        const bar = '█'.repeat(Math.round(share * width)).padEnd(width, '░');
        const line = `${bar} ${String(Math.floor(share * 100)).padStart(3)}%  ${counts}${progress.path ? `  ${progress.path}` : ''}`;
        output.write(`\r\x1b[2K${line.slice(0, Math.max(40, (output.columns || 80) - 1))}`);
      } else if (Math.floor(share * 10) > lastTenth) {
        lastTenth = Math.floor(share * 10);
        output.write(`${String(Math.floor(share * 100)).padStart(3)}%  ${counts}\n`);
      }
    },
    end() {
      if (output.isTTY) output.write('\n');
    },
  };
}

/** Runs the mirror with these arguments and environment; resolves to the process exit code. */
export async function main(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: Output = process.stdout,
  signal?: AbortSignal,
): Promise<number> {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    output.write(`${options}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.write(`${error.message}\n`);
    return 2;
  }
  let db: Database | undefined;
  try {
    if (config.databaseUrl) db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const sources = catalogueSources().slice(0, options.limit);
    const summary = { fetched: 0, skipped: 0, failed: [] as MirrorFailure[], notTried: 0, stopped: [] as string[] };
    // One host after the other, each into its own store; the counts add up.
    for (const host of PICTURE_HOSTS) {
      const paths = sources.filter((source) => source.host === host).map((source) => source.path);
      if (!paths.length || signal?.aborted) continue;
      const store = mirrorPictureStore(config, db?.prisma, host);
      output.write(`Mirroring ${paths.length} template pictures from ${pictureHostBase(config, host)} into ${store.where}, ${options.concurrency} at a time\n`);
      const progress = progressPrinter(output);
      const result = await mirrorTemplateImages({ config, host, store, paths, concurrency: options.concurrency, signal, onProgress: progress.update });
      progress.end();
      summary.fetched += result.fetched;
      summary.skipped += result.skipped;
      summary.failed.push(...result.failed);
      summary.notTried += result.notTried;
      if (result.stopped) summary.stopped.push(result.stopped === 'host unreachable' ? `${pictureHostBase(config, host)} unreachable` : result.stopped);
    }
    for (const failure of summary.failed.slice(0, 20)) output.write(`  failed ${failure.path}: ${failure.reason}\n`);
    if (summary.failed.length > 20) output.write(`  … and ${summary.failed.length - 20} more\n`);
    output.write(
      `Done: ${summary.fetched} fetched, ${summary.skipped} skipped (already mirrored), ${summary.failed.length} failed${summary.notTried ? `, ${summary.notTried} not tried` : ''}.\n`,
    );
    if (summary.stopped.length) output.write(`Stopped early (${summary.stopped.join(', ')}).\n`);
    if (summary.failed.length || summary.notTried) output.write('Run it again to fetch what is missing: mirrored pictures are skipped.\n');
    return summary.failed.length || summary.notTried ? 1 : 0;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const controller = new AbortController();
  process.on('SIGINT', () => {
    // The second Ctrl-C does not wait for the requests in flight.
    if (controller.signal.aborted) process.exit(130);
    process.stderr.write('\nStopping after the pictures in flight (Ctrl-C again to quit now)…\n');
    controller.abort();
  });
  process.exitCode = await main(process.argv.slice(2), process.env, process.stdout, controller.signal);
}
