// Monaco's worker entry has no type declarations of its own.
declare module 'monaco-editor/esm/vs/editor/editor.worker.js' {
  /** Starts the worker; `foreignModule` creates the language's worker object (null: plain editing). */
  export function initialize(foreignModule: ((context: unknown, createData: unknown) => unknown) | null): void;
}
