// S1: template search over the 5,000-entry catalogue vs a naive `filter(includes)` scan of the same
// entries. Target: time ratio ≤ 0.2; p99 ≤ 1 ms per search. Alternating A/B rounds, medians
// (PERFORMANCE.md). In-process: both sides do the same work per query, nothing else is measured.
import { templateCatalogue } from '../../api/templates/catalogue/catalogue';
import { searchTemplates } from '../../api/templates/catalogue/listing';
import { median, report } from './lib';

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 7));
const PASSES = 40;
// What people type in the search box: names, words, tags, a prefix, misses, several words.
const QUERIES = [
  'drake',
  'cat',
  'distracted boyfriend',
  'doge',
  'pigeon',
  'smug gamer',
  'spongebob',
  'reaction',
  'ca',
  'xyzzy',
  "gru's plan",
  'anime girl',
  'hot take',
  'animal',
  'surprised pikachu',
  'b',
];

const catalogue = templateCatalogue();
const naive = (query: string) => catalogue.filter((template) => template.name.toLowerCase().includes(query.toLowerCase()));
const indexed = (query: string) => searchTemplates(query);

let sink = 0;
function round(search: (query: string) => readonly unknown[]): { totalMs: number; samples: number[] } {
  const samples: number[] = [];
  const started = performance.now();
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (const query of QUERIES) {
      const before = performance.now();
      sink += search(query).length;
      samples.push(performance.now() - before);
    }
  }
  return { totalMs: performance.now() - started, samples };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

// Warm-up: JIT both paths and build the index once (the server builds it on first use too).
round(indexed);
round(naive);
const ours: ReturnType<typeof round>[] = [];
const peer: ReturnType<typeof round>[] = [];
for (let index = 0; index < ROUNDS; index += 1) {
  if (index % 2 === 0) {
    ours.push(round(indexed));
    peer.push(round(naive));
  } else {
    peer.push(round(naive));
    ours.push(round(indexed));
  }
}

const perSearch = (rounds: ReturnType<typeof round>[]) => median(rounds.map((r) => r.totalMs)) / (PASSES * QUERIES.length);
const ratio = median(ours.map((r) => r.totalMs)) / median(peer.map((r) => r.totalMs));
const oursSamples = ours.flatMap((r) => r.samples);
const peerSamples = peer.flatMap((r) => r.samples);
const ms = (value: number) => `${value.toFixed(4)} ms`;
console.log(`${ROUNDS} rounds × ${PASSES * QUERIES.length} searches each side (checksum ${sink})`);
console.log(`indexed search: mean ${ms(perSearch(ours))}, p50 ${ms(percentile(oursSamples, 0.5))}, p99 ${ms(percentile(oursSamples, 0.99))}`);
console.log(`naive scan:     mean ${ms(perSearch(peer))}, p50 ${ms(percentile(peerSamples, 0.5))}, p99 ${ms(percentile(peerSamples, 0.99))}`);
const p99 = percentile(oursSamples, 0.99);
const ok = report([
  { id: 'S1', what: 'time, indexed search / naive filter(includes) (median of rounds)', value: ratio.toFixed(3), target: '≤ 0.2', ok: ratio <= 0.2 },
  { id: 'S1', what: `p99 per search (p50 ${ms(percentile(oursSamples, 0.5))})`, value: ms(p99), target: '≤ 1 ms', ok: p99 <= 1 },
]);
process.exitCode = ok ? 0 : 1;
