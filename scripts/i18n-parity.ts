// Parity of every locale with en.json — the same ids, none missing or extra, and messages of the
// same structure (arguments, plurals, tags) — is `formatjs verify`'s job; this runs it and hands
// back what it reports. The rules formatjs has no notion of live in i18n-rules.ts.
import { spawnSync } from 'node:child_process';
import { root } from './i18n-catalogue';

/** formatjs verify's report on the locale files in `directory` (one `<code>.json` each), empty when they agree. */
export function localeParityProblems(directory = `${root}locales`): string[] {
  const result = spawnSync(
    `${root}node_modules/.bin/formatjs`,
    ['verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', `${directory}/*.json`],
    { encoding: 'utf8' },
  );
  if (result.error) throw result.error;
  if (result.status === 0) return [];
  const report = `${result.stdout}${result.stderr}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^-+$/.test(line));
  return report.length ? report : [`formatjs verify failed with exit code ${result.status}`];
}
