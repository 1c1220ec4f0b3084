// The render worker process runs under plain node (the server may run under tsx, node or vitest),
// so this JavaScript entry registers tsx's loader and then loads the TypeScript worker.
import { tsImport } from 'tsx/esm/api';

await tsImport('./renderWorker.ts', import.meta.url);
