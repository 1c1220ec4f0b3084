// Captions from a language model running inside this server (a GGUF file run by llama.cpp through
// node-llama-cpp): AI captions with no API key and no cloud. It is asked what the API provider is
// asked (../openai/messages.ts), minus the picture, and its answer is read by the same code
// (../openai/reply.ts) as it is written: each meme kept (../memeSelector.ts) is handed to the
// caller as soon as its captions are complete, and generation stops once enough are kept. A
// grammar built from the request (./replyGrammar.ts) keeps the answer in that format while it is
// written. An answer with too few usable memes gets one more try, told what was wrong and which
// memes are kept; at least one usable meme is a success, none is a CaptionProviderError.
//
// The model is loaded when the server starts, so a missing runtime or a broken file is reported
// at once and the offline engine takes over; generation runs in llama.cpp's own threads, never on
// the event loop. Generations wait their turn in a bounded queue (./generationQueue.ts), and the
// whole of one, queue included, stays within the timeout: past it the memes kept so far are
// delivered, and with none the caller gets a CaptionProviderError and the service refunds the token.
import type { Logger } from '../../platform/log';
import { createMemeSelector, type MemeSelector } from '../memeSelector';
import { retryText, systemMessage, userText } from '../openai/messages';
import { createReplyReader } from '../openai/reply';
import { CaptionProviderError, type CaptionEngineName, type CaptionProvider, type CaptionRequest } from '../types';
import { createGenerationQueue, QueueFullError } from './generationQueue';
import { maxAnswerTokens, replyGrammarSchema } from './replyGrammar';
import { importLlamaRuntime, type GpuChoice, type Llama, type LlamaContext, type LlamaChatSession } from './runtime';

export type LocalModelSettings = {
  /** Absolute path of the .gguf file. */
  modelFile: string;
  /** Generations run at once (each gets its own sequence of the model's context). */
  concurrency: number;
  /** How long one generation may take, waiting in the queue included. */
  timeoutMs: number;
  /** CPU threads for llama.cpp; undefined lets the runtime choose. */
  threads: number | undefined;
  gpu: GpuChoice;
  /** A fixed sampling seed makes answers repeatable (tests); undefined samples freely. */
  seed: number | undefined;
};

/** Attempts when the model answers but its answer can't be used. */
const OUTPUT_ATTEMPTS = 2;
/** Tokens of context each generation may use: the request (about 1,000–3,000) and the answer. */
const CONTEXT_TOKENS_PER_SEQUENCE = 8192;
/** Generations that may wait for a free sequence, per sequence. */
const WAITING_PER_SEQUENCE = 8;
/** How freely the model writes: the API provider's temperature. */
const TEMPERATURE = 0.9;

type Loaded = {
  llama: Llama;
  context: LlamaContext;
  dispose: () => Promise<void>;
  newSession: (systemPrompt: string, context: LlamaContext) => LlamaChatSession;
};

async function loadModel(settings: LocalModelSettings, log: Logger): Promise<Loaded> {
  const runtime = await importLlamaRuntime();
  const llama = await runtime.getLlama({
    gpu: settings.gpu,
    build: 'never',
    ...(settings.threads ? { maxThreads: settings.threads } : {}),
    logLevel: 'warn',
    logger: (level, message) =>
      log[level === 'warn' ? 'warn' : level === 'error' || level === 'fatal' ? 'error' : 'debug'](`local model runtime: ${message.trim()}`),
  });
  try {
    const model = await llama.loadModel({ modelPath: settings.modelFile });
    const context = await model.createContext({
      sequences: settings.concurrency,
      contextSize: { max: Math.min(model.trainContextSize, CONTEXT_TOKENS_PER_SEQUENCE) * settings.concurrency },
      ...(settings.threads ? { threads: settings.threads } : {}),
    });
    return {
      llama,
      context,
      newSession: (systemPrompt, from) => new runtime.LlamaChatSession({ contextSequence: from.getSequence(), systemPrompt }),
      dispose: async () => {
        await context.dispose();
        await model.dispose();
        await llama.dispose();
      },
    };
  } catch (error) {
    await llama.dispose();
    throw error;
  }
}

/**
 * Writes into `selector` until it is full or the tries are over, and says what the last answer
 * lacked, if anything. Memes are offered as the model writes them; once `count` are kept the
 * generation is stopped (the runtime returns the text so far).
 */
async function write(
  loaded: Loaded,
  settings: LocalModelSettings,
  request: CaptionRequest,
  selector: MemeSelector,
  signal: AbortSignal,
): Promise<string | undefined> {
  const session = loaded.newSession(systemMessage(request.locale), loaded.context);
  try {
    let text = userText(request, { vision: false });
    let problem = 'the reply had too few usable memes';
    // A retry asks for the memes still missing, and its grammar holds it to that many.
    let asked: CaptionRequest = request;
    for (let attempt = 1; attempt <= OUTPUT_ATTEMPTS; attempt += 1) {
      const grammar = await loaded.llama.createGrammarForJsonSchema(replyGrammarSchema(asked));
      const enough = new AbortController();
      const reader = createReplyReader(request, selector);
      await session.prompt(text, {
        grammar,
        temperature: TEMPERATURE,
        maxTokens: Math.min(maxAnswerTokens(asked), CONTEXT_TOKENS_PER_SEQUENCE / 2),
        signal: AbortSignal.any([signal, enough.signal]),
        // Stopped on purpose (enough memes, or the deadline): the text so far is the answer.
        stopOnAbortSignal: true,
        onTextChunk: (chunk) => {
          reader.write(chunk);
          if (selector.full || reader.broken) enough.abort();
        },
        ...(settings.seed === undefined ? {} : { seed: settings.seed }),
      });
      if (signal.aborted) throw signal.reason;
      if (!enough.signal.aborted) reader.end();
      if (selector.missing === 0) return undefined;
      problem = reader.problem ?? problem;
      text = retryText(request, { problem, missing: selector.missing, kept: selector.kept });
      asked = { ...request, count: selector.missing };
    }
    return problem;
  } finally {
    session.dispose({ disposeSequence: true });
  }
}

export type LocalProvider = CaptionProvider & {
  /** Resolves once the model is loaded (true) or has failed to load (false: the offline engine writes). */
  readonly ready: Promise<boolean>;
};

/** A provider running `settings.modelFile`, handing over to `fallback` when the model cannot be loaded. */
export function createLocalProvider(settings: LocalModelSettings, { log, fallback }: { log: Logger; fallback: CaptionProvider }): LocalProvider {
  let engine: CaptionEngineName = 'local';
  const queue = createGenerationQueue({ concurrency: settings.concurrency, waiting: settings.concurrency * WAITING_PER_SEQUENCE });
  const started = performance.now();
  const loading = loadModel(settings, log);
  const ready = loading.then(
    (loaded) => {
      log.info('Captions come from the local model', {
        file: settings.modelFile,
        gpu: loaded.llama.gpu || 'none',
        loadMs: Math.round(performance.now() - started),
      });
      return true;
    },
    (error: unknown) => {
      engine = fallback.engine;
      log.error(`The local caption model could not be loaded, so captions come from the offline engine: ${(error as Error).message}`, {
        file: settings.modelFile,
      });
      return false;
    },
  );

  return {
    get engine() {
      return engine;
    },
    ready,
    async generate(request, options) {
      if (!(await ready)) return fallback.generate(request, options);
      const loaded = await loading;
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const selector = createMemeSelector(request, options);
      let failure: CaptionProviderError | undefined;
      try {
        const problem = await queue.run(signal, () => write(loaded, settings, request, selector, signal));
        failure = new CaptionProviderError(`The local caption model gave no usable captions: ${problem ?? 'none were kept'}`);
      } catch (error) {
        failure = localError(error, signal);
      }
      // Memes kept before a failure or the deadline are delivered; with none the token is refunded.
      const variations = selector.finish();
      if (variations.length === 0) throw failure;
      return { variations };
    },
    async close() {
      await queue.drain();
      if (await ready) await (await loading).dispose();
    },
  };
}

function localError(error: unknown, signal: AbortSignal): CaptionProviderError {
  if (error instanceof CaptionProviderError) return error;
  if (error instanceof QueueFullError) return new CaptionProviderError('The local caption model is busy: too many generations are waiting', { cause: error });
  if (signal.aborted) return new CaptionProviderError('The local caption model did not answer in time', { cause: error });
  return new CaptionProviderError(`The local caption model failed: ${(error as Error)?.message ?? String(error)}`, { cause: error });
}
