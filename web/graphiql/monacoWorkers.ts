// The editor's workers as a hashed file of this build (Vite's `?worker`), started from this site:
// the page's policy (worker-src 'self') allows no blob: workers.
import type { Environment } from 'monaco-editor';
import EditorWorker from './workers/editorWorker?worker';

(globalThis as { MonacoEnvironment?: Environment }).MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => new EditorWorker({ name: label }),
};
