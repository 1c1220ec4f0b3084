// The llama.cpp runtime (node-llama-cpp), loaded only when a local model is used. It is not one of
// the app's dependencies: it lives in local-model/ (installed by `npm run model:pull`), so a server
// without a model neither installs nor imports it. The types below are the few parts of its API
// this app calls, so the app typechecks whether or not the runtime is installed.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type GpuChoice = 'auto' | false | 'cuda' | 'vulkan' | 'metal';
type RuntimeLogLevel = 'disabled' | 'fatal' | 'error' | 'warn' | 'info' | 'log' | 'debug';

export type LlamaGrammar = { parse(text: string): unknown };

export type LlamaContextSequence = { dispose(): void };

export type LlamaChatSession = {
  prompt(
    text: string,
    options: {
      grammar: LlamaGrammar;
      temperature: number;
      seed?: number;
      maxTokens: number;
      signal?: AbortSignal;
      stopOnAbortSignal?: boolean;
      onTextChunk?: (text: string) => void;
    },
  ): Promise<string>;
  dispose(options?: { disposeSequence?: boolean }): void;
};

export type LlamaContext = { getSequence(): LlamaContextSequence; dispose(): Promise<void> };

export type LlamaModel = {
  readonly trainContextSize: number;
  createContext(options: { contextSize?: number | { min?: number; max?: number }; sequences?: number; threads?: number }): Promise<LlamaContext>;
  dispose(): Promise<void>;
};

export type Llama = {
  readonly gpu: string | false;
  loadModel(options: { modelPath: string }): Promise<LlamaModel>;
  createGrammarForJsonSchema(schema: object): Promise<LlamaGrammar>;
  dispose(): Promise<void>;
};

type LlamaRuntime = {
  getLlama(options: {
    gpu: GpuChoice;
    build: 'never';
    maxThreads?: number;
    logLevel: RuntimeLogLevel;
    logger: (level: RuntimeLogLevel, message: string) => void;
  }): Promise<Llama>;
  LlamaChatSession: new (options: { contextSequence: LlamaContextSequence; systemPrompt?: string }) => LlamaChatSession;
};

/** Where `npm run model:pull` installs the runtime. */
const RUNTIME_ENTRY = fileURLToPath(new URL('../../../local-model/node_modules/node-llama-cpp/dist/index.js', import.meta.url));

/** Thrown when the runtime is not installed: the one command that installs it is in the message. */
export class RuntimeMissingError extends Error {
  override readonly name = 'RuntimeMissingError';
}

let loading: Promise<LlamaRuntime> | undefined;

/** The runtime module, imported once per process on first use. */
export function importLlamaRuntime(): Promise<LlamaRuntime> {
  if (!existsSync(RUNTIME_ENTRY)) {
    return Promise.reject(new RuntimeMissingError('the local model runtime is not installed (run `npm run model:pull`, which installs it)'));
  }
  loading ??= import(pathToFileURL(RUNTIME_ENTRY).href) as Promise<LlamaRuntime>;
  return loading;
}
