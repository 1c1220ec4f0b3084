// `npx tsx scripts/i18n-missing.ts <code>`: the ids of en.json missing from locales/<code>.json
// (with their English text, as JSON ready to translate) and the ids it has that en.json lacks.
// `--apply <file.json>` merges translated messages into the locale, drops ids en.json no longer
// has and orders the file like en.json.
import { readFileSync } from 'node:fs';
import { localeCodes, readCatalogue, writeCatalogue, type Catalogue } from './i18n-catalogue';

const [code, flag, patchFile] = process.argv.slice(2);
if (!code || !localeCodes.includes(code) || code === 'en' || (flag && (flag !== '--apply' || !patchFile))) {
  console.error(`usage: tsx scripts/i18n-missing.ts <${localeCodes.filter((c) => c !== 'en').join('|')}> [--apply patch.json]`);
  process.exit(2);
}

const en = readCatalogue('en')!;
const messages: Catalogue = readCatalogue(code) ?? {};

if (flag === '--apply') {
  const patch = JSON.parse(readFileSync(patchFile!, 'utf8')) as Catalogue;
  const unknown = Object.keys(patch).filter((id) => !Object.hasOwn(en, id));
  if (unknown.length) console.error(`ignored, not in en.json: ${unknown.join(', ')}`);
  writeCatalogue(code, { ...messages, ...patch }, Object.keys(en));
}

const current = readCatalogue(code) ?? {};
const missing = Object.fromEntries(Object.entries(en).filter(([id]) => !Object.hasOwn(current, id)));
const extra = Object.keys(current).filter((id) => !Object.hasOwn(en, id));
console.log(JSON.stringify(missing, null, 2));
if (extra.length) console.error(`extra (not in en.json): ${extra.join(', ')}`);
console.error(`${code}: ${Object.keys(missing).length} missing, ${extra.length} extra, ${Object.keys(en).length} in en`);
