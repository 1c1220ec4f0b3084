// As jsonWorkerStart.ts, for monaco-graphql's worker (validation, completion, hover of the query).
import 'monaco-graphql/esm/graphql.worker.js';

export const startGraphQLWorker = globalThis.onmessage;
