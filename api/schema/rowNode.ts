/**
 * What every node backed by a table row shares (spread it into builder.prismaNode's options): the
 * global id holds the row's `id` column, and an id of a deleted or unknown row resolves to null
 * instead of failing the query (nodeLookup.ts also answers null for ids no id column can hold).
 */
export const ROW_NODE = { nullable: true, id: { field: 'id' } } as const;

/** A ROW_NODE a user owns: only its owner (and admins) can read it, by id too. */
export const OWNED_ROW_NODE = { ...ROW_NODE, authScopes: (row: { userId: number }) => ({ self: row.userId }) } as const;
