// S2: template search quality on 100 searches as people type them (tests/data/templateSearch/
// queries.json), ours against two well-kept search libraries configured fairly on the same fields
// (name, aliases, tags, one-line use, box roles), weighted alike, with typo tolerance and prefixes,
// and the same words (our tokenizer). Counted as the browser shows results: one card per real meme.
// Targets for ours: the expected meme first for ≥ 90, in the top 3 for ≥ 97; p99 ≤ 1 ms per search.
// A library that beat ours on quality at an acceptable speed would be the one to use.
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import { getTemplate, templateCatalogue, type CatalogueEntry } from '../../api/templates/catalogue/catalogue';
import { searchTemplates } from '../../api/templates/catalogue/listing';
import { searchWords } from '../../api/templates/search/search';
import { QUALITY_QUERIES, searchQuality, type QualityReport } from '../helpers/templateSearchQuality';
import { median, report } from './lib';

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 5));
const PASSES = 2;
/** Mean per search above which an engine is timed on its quality pass alone. */
const SLOW_MS = 50;

const catalogue = templateCatalogue();
/** The same weights for every engine: names > aliases > tags > use > box roles. */
const WEIGHTS = { name: 5, aliases: 4, tags: 3, description: 2, boxRoles: 1.5 } as const;
type Doc = { id: number; name: string; aliases: string; tags: string; description: string; boxRoles: string };
const docs: Doc[] = catalogue.map((entry, id) => ({
  id,
  name: entry.name,
  aliases: entry.aliases.join(' , '),
  tags: entry.tags.join(' , '),
  description: entry.description,
  boxRoles: entry.boxRoles.join(' , '),
}));

const mini = new MiniSearch<Doc>({ fields: Object.keys(WEIGHTS), tokenize: searchWords });
mini.addAll(docs);
const miniSearch = (query: string): CatalogueEntry[] =>
  mini.search(query, { boost: { ...WEIGHTS }, fuzzy: 0.2, prefix: true, combineWith: 'OR' }).map((result) => catalogue[result.id as number]!);

const fuse = new Fuse(docs, {
  keys: Object.entries(WEIGHTS).map(([name, weight]) => ({ name, weight })),
  useTokenSearch: true,
  tokenize: searchWords,
  ignoreLocation: true,
  threshold: 0.4,
});
const fuseSearch = (query: string): CatalogueEntry[] => fuse.search(query).map((result) => catalogue[result.item.id]!);

const engines = [
  { name: 'ours', search: (query: string) => searchTemplates(query) },
  { name: 'minisearch', search: miniSearch },
  { name: 'fuse.js', search: fuseSearch },
];

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

let sink = 0;
function round(search: (query: string) => readonly unknown[]): { totalMs: number; samples: number[] } {
  const samples: number[] = [];
  const started = performance.now();
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (const { query } of QUALITY_QUERIES) {
      const before = performance.now();
      sink += search(query).length;
      samples.push(performance.now() - before);
    }
  }
  return { totalMs: performance.now() - started, samples };
}

// The quality pass (cold) times every engine once; engines fast enough for more (a library taking
// 1 s per search is not) are then timed warm, in alternating rounds in a rotating order.
searchTemplates(''); // builds our index, as the libraries' were built above
const quality = new Map<string, QualityReport>();
const rounds = new Map<string, ReturnType<typeof round>[]>();
for (const engine of engines) {
  const samples: number[] = [];
  const timed = (query: string) => {
    const before = performance.now();
    const results = engine.search(query);
    samples.push(performance.now() - before);
    return results;
  };
  const started = performance.now();
  quality.set(engine.name, searchQuality(timed));
  rounds.set(engine.name, [{ totalMs: performance.now() - started, samples }]);
}
const fastEngines = engines.filter((engine) => rounds.get(engine.name)![0]!.totalMs / QUALITY_QUERIES.length <= SLOW_MS);
// Warm-up; the cold quality pass (first use builds memos, the JIT compiles) counts only for slow engines.
for (const engine of fastEngines) {
  round(engine.search);
  rounds.set(engine.name, []);
}
for (let index = 0; index < ROUNDS; index += 1) {
  for (let offset = 0; offset < fastEngines.length; offset += 1) {
    const engine = fastEngines[(index + offset) % fastEngines.length]!;
    rounds.get(engine.name)!.push(round(engine.search));
  }
}

const ms = (value: number) => `${value.toFixed(3)} ms`;
const timing = (name: string) => {
  const runs = rounds.get(name)!;
  const samples = runs.flatMap((run) => run.samples);
  return {
    mean: median(runs.map((run) => run.totalMs / run.samples.length)),
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    searches: samples.length,
  };
};
console.log(
  `${QUALITY_QUERIES.length} searches; then ${ROUNDS} rounds × ${PASSES} passes for ${fastEngines.map((engine) => engine.name).join(', ')} (checksum ${sink})`,
);
for (const engine of engines) {
  const { first, topThree, queries } = quality.get(engine.name)!;
  const { mean, p50, p99, searches } = timing(engine.name);
  console.log(
    `${engine.name.padEnd(10)} first ${first}/${queries}, top 3 ${topThree}/${queries}; mean ${ms(mean)}, p50 ${ms(p50)}, p99 ${ms(p99)} (${searches} searches timed)`,
  );
}
const ours = quality.get('ours')!;
const absent = QUALITY_QUERIES.filter(({ expected }) => !getTemplate(expected)).map(({ query }) => `"${query}"`);
console.log(`\nsearches for memes the catalogue does not hold (misses for every engine): ${absent.join(', ') || 'none'}`);
console.log(`ours, not first (${ours.misses.length}):\n  ${ours.misses.join('\n  ')}`);

const rows = engines.map((engine) => {
  const { first, topThree } = quality.get(engine.name)!;
  const { p99 } = timing(engine.name);
  return { engine: engine.name, first, topThree, p99 };
});
const best = (other: (typeof rows)[number]) => other.first > rows[0]!.first || other.topThree > rows[0]!.topThree;
const ok = report([
  { id: 'S2', what: 'ours: expected meme first (of 100)', value: String(ours.first), target: '≥ 90', ok: ours.first >= 90 },
  { id: 'S2', what: 'ours: expected meme in the top 3 (of 100)', value: String(ours.topThree), target: '≥ 97', ok: ours.topThree >= 97 },
  { id: 'S2', what: `ours: p99 per search (p50 ${ms(timing('ours').p50)})`, value: ms(rows[0]!.p99), target: '≤ 1 ms', ok: rows[0]!.p99 <= 1 },
  ...rows.slice(1).map((row) => ({
    id: 'S2',
    what: `${row.engine}: first / top 3 / p99 (ours must not be beaten on quality)`,
    value: `${row.first} / ${row.topThree} / ${ms(row.p99)}`,
    target: `≤ ${rows[0]!.first} / ≤ ${rows[0]!.topThree}`,
    ok: !best(row),
  })),
]);
process.exitCode = ok ? 0 : 1;
