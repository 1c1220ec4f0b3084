// A1: the local caption model on the tiny test model (tests/fakes/tinyGguf.ts), one llama.cpp thread.
// 1. The provider's overhead: a generation through createLocalProvider (queue, grammar from the
//    request, chat session, reading and checking the answer) against the runtime's own generation
//    of the same answer (same model, system prompt, user text, grammar, sampling seed), alternating
//    A and B, medians. Target: ratio ≤ 1.25. The provider stops the model once the memes asked for
//    are kept (4 of the 6 it may write) and the runtime alone writes to the end, so a ratio under 1
//    is that saving, less the provider's own work.
// 2. The rest of the app while it writes: event-loop delay (p99) sampled during generations, and a
//    GraphQL read (`playfulText` plus an `affiliateSites` page from the database) sent every 25 ms
//    to the full app while it generates, against the same reads with the model idle.
//    Targets: event-loop p99 ≤ 20 ms; read p99 while generating ≤ 3 × idle p99 (and ≤ 50 ms).
// What a real model costs cannot be measured here (no model files can be fetched): README gives
// public figures for a 4B model on laptop CPUs and GPUs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeTinyGguf } from '../fakes/tinyGguf';
import { median, report } from './lib';

process.env.NODE_ENV = 'production';
const { buildApp } = await import('../../api/app');
const { loadConfig } = await import('../../api/platform/config');
const { createLogger } = await import('../../api/platform/log');
const { createLocalProvider } = await import('../../api/ai/local/provider');
const { replyGrammarSchema, maxAnswerTokens } = await import('../../api/ai/local/replyGrammar');
const { importLlamaRuntime } = await import('../../api/ai/local/runtime');
const { systemMessage, userText } = await import('../../api/ai/openai/messages');
const { createOfflineProvider } = await import('../../api/ai/offline/engine');
const { templateChoice } = await import('../../api/services/generation/candidates');
const { getTemplate } = await import('../../api/templates/catalogue/catalogue');
import type { TemplateRequest } from '../../api/ai/types';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SEED = 11;
const folder = mkdtempSync(join(tmpdir(), 'bench-a1-'));
const modelFile = writeTinyGguf(join(folder, 'tiny.gguf'));
const log = createLogger('warn');

const request: TemplateRequest = {
  kind: 'template',
  prompt: 'cats who hate mondays',
  locale: 'en',
  count: 4,
  template: templateChoice(getTemplate('two-buttons')!),
};

// B: the runtime alone, loaded the same way the provider loads it.
const runtime = await importLlamaRuntime();
const llama = await runtime.getLlama({ gpu: false, build: 'never', maxThreads: 1, logLevel: 'error', logger: () => {} });
const model = await llama.loadModel({ modelPath: modelFile });
const context = await model.createContext({ sequences: 1, contextSize: { max: 8192 }, threads: 1 });
async function runtimeAlone(): Promise<string> {
  const grammar = await llama.createGrammarForJsonSchema(replyGrammarSchema(request));
  const session = new runtime.LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: systemMessage(request.locale) });
  try {
    return await session.prompt(userText(request, { vision: false }), { grammar, temperature: 0.9, seed: SEED, maxTokens: maxAnswerTokens(request) });
  } finally {
    session.dispose({ disposeSequence: true });
  }
}

// A: the provider.
const provider = createLocalProvider(
  { modelFile, concurrency: 1, timeoutMs: 120_000, threads: 1, gpu: false, seed: SEED },
  { log, fallback: createOfflineProvider() },
);
if (!(await provider.ready)) throw new Error('the tiny model did not load');

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

await runtimeAlone();
await provider.generate(request);
const providerMs: number[] = [];
const runtimeMs: number[] = [];
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
for (let round = 0; round < ROUNDS; round += 1) {
  loopDelay.enable();
  providerMs.push(await timed(() => provider.generate(request)));
  loopDelay.disable();
  runtimeMs.push(await timed(runtimeAlone));
}
await provider.close!();
await context.dispose();
await model.dispose();
await llama.dispose();
const loopP99 = loopDelay.percentile(99) / 1e6;
const overhead = median(providerMs) / median(runtimeMs);

// 2. Reads against the full app, idle and while it generates.
const dataDir = join(folder, 'data');
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: join(folder, 'no-web'),
  LOCAL_MODEL: modelFile,
  LOCAL_MODEL_THREADS: '1',
  LOCAL_MODEL_SEED: String(SEED),
  LOCAL_MODEL_GPU: 'false',
});
const app = await buildApp(config, log);
let readNumber = 0;
async function readOnce(): Promise<number> {
  readNumber += 1;
  const body = JSON.stringify({ query: `{ playfulText(text: "hello there ${readNumber}") affiliateSites(first: 5) { edges { node { id } } } }` });
  return timed(async () => {
    const response = await app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
    await response.text();
  });
}
async function readsDuring(work: Promise<unknown> | undefined, milliseconds: number): Promise<number[]> {
  const samples: number[] = [];
  const until = performance.now() + milliseconds;
  let running = true;
  void work?.finally(() => (running = false));
  while (performance.now() < until && (work === undefined || running)) {
    samples.push(await readOnce());
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return samples;
}
const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(samples.length * 0.99) - 1)]!;
await readsDuring(undefined, 500);
const idle: number[] = [];
const busy: number[] = [];
const appProvider = app.deps.captions;
for (let round = 0; round < ROUNDS; round += 1) {
  idle.push(...(await readsDuring(undefined, median(runtimeMs))));
  busy.push(...(await readsDuring(appProvider.generate(request), 60_000)));
}
await app.stop();
rmSync(folder, { recursive: true, force: true });

console.log(
  `provider p50 ${median(providerMs).toFixed(0)} ms, runtime alone p50 ${median(runtimeMs).toFixed(0)} ms; reads: idle ${idle.length} (p50 ${median(idle).toFixed(1)} ms), while generating ${busy.length} (p50 ${median(busy).toFixed(1)} ms)`,
);
const readRatio = p99(busy) / p99(idle);
const ok = report([
  { id: 'A1', what: 'provider / runtime alone, one generation (median)', value: overhead.toFixed(2), target: '≤ 1.25', ok: overhead <= 1.25 },
  { id: 'A1', what: 'event-loop delay p99 while generating', value: `${loopP99.toFixed(1)} ms`, target: '≤ 20 ms', ok: loopP99 <= 20 },
  {
    id: 'A1',
    what: 'GraphQL read p99 while generating / idle',
    value: `${readRatio.toFixed(2)} (${p99(busy).toFixed(1)} vs ${p99(idle).toFixed(1)} ms)`,
    target: '≤ 3 and ≤ 50 ms',
    ok: readRatio <= 3 && p99(busy) <= 50,
  },
]);
process.exit(ok ? 0 : 1);
