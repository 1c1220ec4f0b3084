import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionNode, type ValueNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * graphql-armor's cost model (object 2, scalar 1, each level ×1.5, a list field × its page size),
 * except that page sizes passed as variables count like literals. Armor's own rule is a validation
 * rule: it sees no variables (and validation results are cached per document), so
 * `templates(first: $n)` counted as one item whatever `n` was.
 */
const COST = { objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 };

/** Arguments that say how many items a list field returns: a number, or a list whose length counts. */
const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last']);
const ID_LIST_ARGUMENTS = new Set(['ids']);
/**
 * Lists that only administrators write, counted at most at this size: the partner page and
 * `GET /api/affiliate-sites` ask for every site (up to 500) at once, and no visitor can grow the
 * list, so the answer stays as large as the administrators made it.
 */
const CURATED_LIST_SIZES: ReadonlyMap<string, number> = new Map([['affiliateSites', 20]]);

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** The highest cost among the operations of `document`, with `variables` (raw, as sent) resolved. */
export function documentCost(document: DocumentNode, variables: Variables): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  let highest = 0;
  for (const operation of operations) {
    const values = variableValues(operation, variables);
    const fragmentCosts = new Map<string, number>();

    const valueOf = (node: ValueNode): unknown => (node.kind === Kind.VARIABLE ? values.get(node.name.value) : literal(node));

    // A fragment (named or inline) is no level of its own: its fields cost what they would cost
    // written out in its place, so moving fields into a fragment never changes a query's cost.
    const selectionCost = (selection: SelectionNode): number => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const known = fragmentCosts.get(name);
        if (known !== undefined) return known;
        const fragment = fragments.get(name);
        // 0 while a fragment is being costed: a cycle is refused by validation anyway.
        fragmentCosts.set(name, 0);
        const cost = fragment ? setCost(fragment.selectionSet.selections) : 0;
        fragmentCosts.set(name, cost);
        return cost;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return setCost(selection.selectionSet.selections);
      // Introspection is bounded by the depth limits and graphql-js' MaxIntrospectionDepthRule.
      if (selection.name.value === '__schema') return 0;
      if (!selection.selectionSet) return COST.scalarCost;
      let multiplier = 1;
      for (const argument of selection.arguments ?? []) {
        const name = argument.name.value;
        if (!PAGE_SIZE_ARGUMENTS.has(name) && !ID_LIST_ARGUMENTS.has(name)) continue;
        const value = valueOf(argument.value);
        const size = PAGE_SIZE_ARGUMENTS.has(name) ? (typeof value === 'number' ? Math.ceil(value) : 1) : Array.isArray(value) ? value.length : 1;
        multiplier = Math.max(multiplier, Number.isNaN(size) ? 1 : size);
      }
      multiplier = Math.min(multiplier, CURATED_LIST_SIZES.get(selection.name.value) ?? Infinity);
      return (COST.objectCost + COST.depthCostFactor * setCost(selection.selectionSet.selections)) * multiplier;
    };
    const setCost = (selections: readonly SelectionNode[]): number => selections.reduce((sum, child) => sum + selectionCost(child), 0);

    highest = Math.max(highest, setCost(operation.selectionSet.selections));
  }
  return highest;
}

/** The operation's variables as the client sent them, falling back to each definition's default. */
function variableValues(operation: OperationDefinitionNode, variables: Variables): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const sent = variables && Object.hasOwn(variables, name) ? variables[name] : undefined;
    values.set(name, sent ?? (definition.defaultValue ? literal(definition.defaultValue) : undefined));
  }
  return values;
}

function literal(node: ValueNode): unknown {
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values;
  return undefined;
}

/**
 * Refuses an operation whose cost passes `maxCost` before it is validated or run. It is checked on
 * every request (the variables change), so the result never enters yoga's validation cache.
 */
export function useVariableAwareCostLimit(maxCost: number): Plugin {
  return {
    onValidate: ({ params, context }) => {
      const variables = (context as { params?: { variables?: Variables } }).params?.variables;
      const cost = documentCost(params.documentAST, variables);
      if (cost > maxCost) {
        throw createGraphQLError(
          `Query cost limit of ${maxCost} exceeded, found ${Number.isFinite(cost) ? Math.ceil(cost) : 'more'}. Ask for fewer items (first, last, ids) or fewer fields.`,
          {
            extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400 } },
          },
        );
      }
    },
  };
}
