/**
 * Pothos' Prisma selection for a model inside a `…Success { viewer }` result wrapper. When a client
 * selects only the result's `__typename` (`register { __typename }`), nothing under the wrapper is
 * selected and Pothos hands over `select: {}`, which Prisma refuses; the mutation has already
 * happened by then, so failing would hide its success. The row's id is read instead.
 */
export function atLeastId<Query extends object>(query: Query): Query {
  const select = (query as { select?: object }).select;
  return select && Object.keys(select).length === 0 ? { ...query, select: { id: true } } : query;
}
