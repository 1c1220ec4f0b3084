// Worker threads do not inherit tsx's loader, so this plain-JavaScript entry registers it for the
// thread (under node, tsx or vitest alike) and then loads the TypeScript worker.
import { tsImport } from 'tsx/esm/api';

await tsImport('./renderWorker.ts', import.meta.url);
