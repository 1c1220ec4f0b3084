// The query cost limit judges what is fetched, not how the query is written: fields moved into a
// named or inline fragment (as Relay does with every component's fragment) cost the same.
import { parse } from 'graphql';
import { expect, it } from 'vitest';
import { documentCost } from '../../../api/graphql/costLimit';

const FIELDS = 'id createdAt delta balanceAfter reason note';

it('costs a page of fields the same written out, in a named fragment or in an inline fragment', () => {
  const written = documentCost(parse(`query ($n: Int) { viewer { ledger(first: $n) { edges { node { ${FIELDS} } } } } }`), { n: 20 });
  const named = documentCost(
    parse(`query ($n: Int) { viewer { ledger(first: $n) { edges { node { ...Row } } } } } fragment Row on TokenLedgerEntry { ${FIELDS} }`),
    { n: 20 },
  );
  const inline = documentCost(parse(`query ($n: Int) { viewer { ledger(first: $n) { edges { node { ... on TokenLedgerEntry { ${FIELDS} } } } } } }`), {
    n: 20,
  });
  expect(named).toBe(written);
  expect(inline).toBe(written);
  // And the page size still multiplies it.
  expect(
    documentCost(parse(`query ($n: Int) { viewer { ledger(first: $n) { edges { node { ...Row } } } } } fragment Row on TokenLedgerEntry { ${FIELDS} }`), {
      n: 40,
    }),
  ).toBeGreaterThan(named * 1.9);
});
