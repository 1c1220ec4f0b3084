// One worker file for all three of the editor's workers (plain editing, JSON, GraphQL), told apart
// by the name the page starts each with (monacoWorkers.ts). Monaco's own three files each carry
// the same ~250 KB worker base; one file is downloaded once and cached for all three.
import { initialize } from 'monaco-editor/esm/vs/editor/editor.worker.js';
import { startGraphQLWorker } from './graphqlWorkerStart';
import { startJsonWorker } from './jsonWorkerStart';

/** The worker's name: the label Monaco asked for. */
const label = (globalThis as unknown as { name: string }).name;
const start = label === 'json' ? startJsonWorker : label === 'graphql' ? startGraphQLWorker : null;

globalThis.onmessage = (event: MessageEvent) => {
  if (start) start.call(globalThis as unknown as Window, event);
  else initialize(null);
};
