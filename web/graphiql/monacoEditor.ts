// Monaco as GraphiQL uses it (vite.graphiql.config.ts puts this module in place of monaco-graphql's
// full editor): the editor API, the GraphQL and JSON languages, and the editing features a query
// and its variables need: completion, hover, comments, snippets, clipboard, undo. Left out, to keep
// a first visit within 1 MB: the diff editor, inline completions and edits, colour picker, sticky
// scroll, links, code lens, drag and drop, quick access palettes, find and replace (the browser's
// find remains), line moves, signature help, marker navigation, smart selection, word highlights,
// multiple cursors, the editor's own context menu (the browser's remains) and folding (whose
// gutter icons would load the 40 KB icon font on every first visit).
import 'monaco-editor/esm/vs/editor/browser/coreCommands.js';
import 'monaco-editor/esm/vs/editor/browser/widget/codeEditor/codeEditorWidget.js';
import 'monaco-editor/esm/vs/editor/contrib/bracketMatching/browser/bracketMatching.js';
import 'monaco-editor/esm/vs/editor/contrib/clipboard/browser/clipboard.js';
import 'monaco-editor/esm/vs/editor/contrib/comment/browser/comment.js';
import 'monaco-editor/esm/vs/editor/contrib/cursorUndo/browser/cursorUndo.js';
import 'monaco-editor/esm/vs/editor/contrib/hover/browser/hoverContribution.js';
import 'monaco-editor/esm/vs/editor/contrib/readOnlyMessage/browser/contribution.js';
import 'monaco-editor/esm/vs/editor/contrib/snippet/browser/snippetController2.js';
import 'monaco-editor/esm/vs/editor/contrib/suggest/browser/suggestController.js';
import 'monaco-editor/esm/vs/editor/contrib/tokenization/browser/tokenization.js';
import 'monaco-editor/esm/vs/editor/contrib/wordOperations/browser/wordOperations.js';
import 'monaco-editor/esm/vs/editor/common/standaloneStrings.js';
import 'monaco-editor/esm/vs/base/browser/ui/codicons/codiconStyles.js';
import 'monaco-editor/esm/vs/basic-languages/graphql/graphql.contribution.js';
import 'monaco-editor/esm/vs/language/json/monaco.contribution.js';

export * from 'monaco-editor/esm/vs/editor/editor.api.js';
