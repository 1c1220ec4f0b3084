// `npm run i18n:check` (part of `npm test`): every language of web/i18n/languages.ts has a locale
// file with exactly the ids of locales/en.json and the same ICU structure (formatjs verify), valid syntax, the
// language's plural categories and no English left behind; and the web's source holds no
// interface text outside the locale files. Exits 1 listing every problem.
import { findHardcodedTextIn } from './i18n-extract';
import { localeCodes, readCatalogue, root } from './i18n-catalogue';
import { localeParityProblems } from './i18n-parity';
import { checkLocale, checkSource } from './i18n-rules';

const en = readCatalogue('en');
if (!en) throw new Error('locales/en.json is missing');

const problems = [...checkSource(en), ...localeParityProblems()];
for (const code of localeCodes.filter((c) => c !== 'en')) {
  const messages = readCatalogue(code);
  if (!messages) problems.push(`${code}: locales/${code}.json is missing`);
  else problems.push(...checkLocale(code, en, messages));
}
for (const { file, line, text, where } of findHardcodedTextIn(`${root}web`, root, new Set(Object.keys(en)))) {
  problems.push(`${file}:${line}: ${where} "${text}" is not from a locale file (use a message id)`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\ni18n:check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`i18n:check: ${localeCodes.length} locales × ${Object.keys(en).length} messages, no hard-coded text in web/`);
