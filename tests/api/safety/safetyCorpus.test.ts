// The safety filter's word lists on tests/data/safety/corpus.json: slurs, sexual content, evasions
// (spacing, accents, leetspeak, look-alike letters, repeated letters) and harmless look-alikes in
// many languages. Prints catch rate and false-positive rate per language; at least 95 % of the
// entries to refuse are caught and no look-alike is refused.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectPromptLanguage } from '../../../api/ai/promptLanguage';
import { createSafetyFilter } from '../../../api/ai/safety/filter';
import { loadConfig } from '../../../api/platform/config';
import { createLogger } from '../../../api/platform/log';

type Entry = { language: string; expect: 'refuse' | 'allow'; kind: string; text: string };
const corpus = (JSON.parse(readFileSync(new URL('../../data/safety/corpus.json', import.meta.url), 'utf8')) as { prompts: Entry[] }).prompts;

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/meme-safety-corpus', LOG_LEVEL: 'silent' });
const filter = createSafetyFilter(config, createLogger('silent'));

type Row = { refuse: number; caught: number; allow: number; falsePositives: number };

describe('the safety corpus', () => {
  it('has at least 80 prompts in at least 8 languages', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(80);
    expect(new Set(corpus.map((entry) => entry.language)).size).toBeGreaterThanOrEqual(8);
  });

  it('is caught at 95 % or more, with no look-alike refused', async () => {
    const rows = new Map<string, Row>();
    const missed: Entry[] = [];
    const falselyRefused: (Entry & { term: string })[] = [];
    for (const entry of corpus) {
      // As the generation service does: the prompt's own language, the interface's when too short to tell.
      const verdict = await filter.check(entry.text, detectPromptLanguage(entry.text, entry.language).language);
      const row = rows.get(entry.language) ?? { refuse: 0, caught: 0, allow: 0, falsePositives: 0 };
      rows.set(entry.language, row);
      if (entry.expect === 'refuse') {
        row.refuse += 1;
        if (!verdict.allowed) row.caught += 1;
        else missed.push(entry);
      } else {
        row.allow += 1;
        if (!verdict.allowed) {
          row.falsePositives += 1;
          falselyRefused.push({ ...entry, term: verdict.term ?? verdict.category ?? '' });
        }
      }
    }
    const total = [...rows.values()].reduce((sum, row) => ({
      refuse: sum.refuse + row.refuse,
      caught: sum.caught + row.caught,
      allow: sum.allow + row.allow,
      falsePositives: sum.falsePositives + row.falsePositives,
    }));
    const rate = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
    const table = [...[...rows].sort(([a], [b]) => a.localeCompare(b)), ['all', total] as const].map(([language, row]) => ({
      language,
      'to refuse': row.refuse,
      'catch rate': rate(row.caught, row.refuse),
      'look-alikes': row.allow,
      'false positives': rate(row.falsePositives, row.allow),
    }));
    console.table(table);
    if (missed.length > 0) console.log('missed:', missed.map((entry) => `${entry.language}: ${entry.kind}`).join(', '));

    expect(total.caught / total.refuse).toBeGreaterThanOrEqual(0.95);
    expect(falselyRefused).toEqual([]);
  });
});
