// Strings that no column or decoder can take: PostgreSQL refuses U+0000 in text, and an unpaired
// surrogate has no UTF-8 form. Every String/ID argument and variable of every operation (HTTP,
// REST shims, WebSocket) is checked here once, before any resolver runs, and refused with a 400
// that names the field, instead of failing deep in a service as a 500.
import { Kind, type ArgumentNode, type DirectiveNode, type DocumentNode, type SelectionSetNode, type ValueNode, type VariableDefinitionNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string a client sent, or null when nothing is. */
export function unusableTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode text (no unpaired surrogates)';
  return null;
}

/** The first string in a JSON-like value (keys included) that no column can store, with its path. */
export function findUnusableText(value: unknown, rootPath: string): { field: string; reason: string } | null {
  // Iterative: a body may nest arrays thousands deep.
  const stack: [unknown, string][] = [[value, rootPath]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const reason = unusableTextReason(current);
      if (reason) return { field: path, reason };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push([current[index], `${path}.${index}`]);
    } else if (current !== null && typeof current === 'object' && isPlainObject(current)) {
      for (const [key, inner] of Object.entries(current).reverse()) {
        const keyReason = unusableTextReason(key);
        if (keyReason) return { field: `${path}.${key}`, reason: keyReason };
        stack.push([inner, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** JSON objects only: uploaded File objects in multipart variables are not text. */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function findInLiteral(node: ValueNode, path: string, variablePaths: Map<string, string>): { field: string; reason: string } | null {
  if (node.kind === Kind.VARIABLE) {
    if (!variablePaths.has(node.name.value)) variablePaths.set(node.name.value, path);
    return null;
  }
  if (node.kind === Kind.STRING) {
    const reason = unusableTextReason(node.value);
    return reason ? { field: path, reason } : null;
  }
  if (node.kind === Kind.LIST) {
    for (const [index, item] of node.values.entries()) {
      const found = findInLiteral(item, `${path}.${index}`, variablePaths);
      if (found) return found;
    }
  }
  if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) {
      const found = findInLiteral(field.value, `${path}.${field.name.value}`, variablePaths);
      if (found) return found;
    }
  }
  return null;
}

type WithArguments = {
  arguments?: readonly ArgumentNode[];
  directives?: readonly DirectiveNode[];
  selectionSet?: SelectionSetNode;
  variableDefinitions?: readonly VariableDefinitionNode[];
};

/** Walks fields and directives by hand: graphql's generic visit() costs ~30 µs a request. */
function findInArguments(document: DocumentNode, variablePaths: Map<string, string>): { field: string; reason: string } | null {
  const stack: WithArguments[] = [...(document.definitions as readonly WithArguments[])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const definition of node.variableDefinitions ?? []) {
      const found = definition.defaultValue && findInLiteral(definition.defaultValue, definition.variable.name.value, variablePaths);
      if (found) return found;
    }
    for (const argument of [...(node.arguments ?? []), ...(node.directives ?? []).flatMap((directive) => directive.arguments ?? [])]) {
      const found = findInLiteral(argument.value, argument.name.value, variablePaths);
      if (found) return found;
    }
    if (node.selectionSet) stack.push(...(node.selectionSet.selections as readonly WithArguments[]));
  }
  return null;
}

/**
 * The first unusable string among a document's argument literals and the request's variables. A
 * variable's field is named after the argument it feeds (`$i` given as `input` → `input.prompt`).
 */
export function findUnusableInput(document: DocumentNode, variables: unknown): { field: string; reason: string } | null {
  const variablePaths = new Map<string, string>();
  const found = findInArguments(document, variablePaths);
  if (found) return found;
  const inVariables = findUnusableText(variables ?? {}, '');
  if (!inVariables) return null;
  const [name = '', ...rest] = inVariables.field.split('.');
  const field = [variablePaths.get(name) ?? name, ...rest].join('.');
  return { field, reason: inVariables.reason };
}

/** The client's mistake, as a 400 that names the field. */
export function unusableInputError({ field, reason }: { field: string; reason: string }) {
  return createGraphQLError(`"${field}" ${reason}.`, { extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } } });
}

/** Refuses operations whose arguments or variables carry text no column can store. */
export function useInputGuards(): Plugin {
  const guard = ({
    args,
    setResultAndStopExecution,
  }: {
    args: { document: DocumentNode; variableValues?: unknown };
    setResultAndStopExecution: (result: { errors: ReturnType<typeof unusableInputError>[] }) => void;
  }) => {
    const found = findUnusableInput(args.document, args.variableValues);
    if (found) setResultAndStopExecution({ errors: [unusableInputError(found)] });
  };
  return { onExecute: guard, onSubscribe: guard };
}
