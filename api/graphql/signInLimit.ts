import { GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ASTVisitor } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Mutations that check a password or create a session: one per document (SECURITY.md check 3). */
export const SIGN_IN_MUTATIONS = new Set(['login', 'register', 'signInWithFirebase', 'changePassword']);

/**
 * Refuses a document that asks for more than one sign-in mutation, so aliases (`a: login … b: login`)
 * can't turn one request into many password guesses. Runs in validation, before any resolver.
 */
export function oneSignInPerDocument(context: ValidationContext): ASTVisitor {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition.selectionSet] as const] : [])),
  );
  let count = 0;

  // Root fields of a mutation, looking through inline fragments and fragment spreads (cycles are
  // reported by graphql's own rule; `seen` only keeps this walk finite).
  function countRootFields(selectionSet: SelectionSetNode, seen: Set<string>): void {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (SIGN_IN_MUTATIONS.has(selection.name.value)) count += 1;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        countRootFields(selection.selectionSet, seen);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) countRootFields(fragment, seen);
      }
    }
  }

  return {
    OperationDefinition(node) {
      if (node.operation === 'mutation') countRootFields(node.selectionSet, new Set());
    },
    Document: {
      leave() {
        if (count > 1) {
          context.reportError(
            new GraphQLError('Only one sign-in mutation (login, register, signInWithFirebase, changePassword) is allowed per request.', {
              extensions: { code: 'TOO_MANY_SIGN_IN_MUTATIONS' },
            }),
          );
        }
      },
    },
  };
}

/** Adds the rule to every validation, over HTTP and WebSocket alike. */
export function useOneSignInPerDocument(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(oneSignInPerDocument) };
}
