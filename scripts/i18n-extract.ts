// Finds interface text written into the web's source instead of the locale files: JSX text,
// string literals rendered as JSX children or given to attributes people read (aria-label,
// title, placeholder, alt...), visible fields of object literals (a toast's title), and
// `defaultMessage`s (the build serves only locale files, so those would never be formatted).
// Strings without letters (punctuation, digits, emoji, symbols) are fine, and so are message ids
// (a `{ title: 'Auth.features.ai.title' }` table is looked up, not shown).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Attributes whose value a person reads or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);
/** Object-literal fields that end up on screen (toasts, dialogs, labels passed down as props). */
const VISIBLE_FIELDS = new Set(['title', 'description', 'label', 'placeholder', 'alt', 'ariaLabel', 'tooltip']);

export type HardcodedText = { file: string; line: number; text: string; where: string };

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** The string literals an expression may evaluate to (through ?:, &&, ||, ??, parentheses). */
function literalsOf(node: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head, ...node.templateSpans.map((s) => s.literal)];
    return parts.some((p) => hasLetters(p.text)) ? [node as unknown as ts.StringLiteralLike] : [];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(node.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      return [...literalsOf(node.left), ...literalsOf(node.right)];
    }
  }
  return [];
}

const literalText = (node: ts.Node, source: ts.SourceFile) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : node.getText(source);

/** Hard-coded interface text in one TypeScript/TSX source. */
export function findHardcodedText(file: string, code: string, messageIds: ReadonlySet<string>): HardcodedText[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: HardcodedText[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    if (!hasLetters(text) || messageIds.has(text)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file, line, text: text.trim().replace(/\s+/g, ' '), where });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, node.text, 'JSX text');
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literalsOf(node.expression)) report(literal, literalText(literal, source), 'JSX child');
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      const value = node.initializer;
      if (name === 'defaultMessage') report(node, 'defaultMessage', 'defaultMessage attribute');
      else if (VISIBLE_ATTRIBUTES.has(name) && value) {
        if (ts.isStringLiteral(value)) report(value, value.text, `${name} attribute`);
        else if (ts.isJsxExpression(value) && value.expression) {
          for (const literal of literalsOf(value.expression)) report(literal, literalText(literal, source), `${name} attribute`);
        }
      }
    } else if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      const name = node.name.text;
      if (name === 'defaultMessage') report(node, 'defaultMessage', 'defaultMessage field');
      else if (VISIBLE_FIELDS.has(name)) {
        for (const literal of literalsOf(node.initializer)) report(literal, literalText(literal, source), `${name} field`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' || entry.name === 'public' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Hard-coded interface text anywhere under `dir` (the web app's source). */
export function findHardcodedTextIn(dir: string, root: string, messageIds: ReadonlySet<string>): HardcodedText[] {
  return sourceFiles(dir).flatMap((path) => findHardcodedText(relative(root, path), readFileSync(path, 'utf8'), messageIds));
}
