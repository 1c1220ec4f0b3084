// Monaco's JSON worker starts itself from the first message its onmessage sees; kept here, that
// handler lets the shared worker (editorWorker.ts) start it when it runs as the "json" worker.
import 'monaco-editor/esm/vs/language/json/json.worker.js';

export const startJsonWorker = globalThis.onmessage;
