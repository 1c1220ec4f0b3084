// Nodes over the built-in catalogues (templates, stickers): frozen items in memory, whose global id
// holds the item's slug.
import type { ObjectRef } from '@pothos/core';
import type { Context } from '../context';
import { builder } from './builder';

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** Registers `ref` as a node whose id is the item's slug and which `find` loads by it. */
export function catalogueNode<Item extends { id: string }>(
  ref: ObjectRef<SchemaTypes, Item>,
  find: (slug: string, context: Context) => Item | null | undefined,
  options: { description: string; fields: PothosSchemaTypes.ObjectTypeOptions<SchemaTypes, Item>['fields'] },
) {
  builder.node(ref, {
    ...options,
    id: { resolve: (item) => item.id },
    // Catalogue items are frozen and Pothos tags loaded nodes with their type, so each load gets a copy.
    loadOne: (slug, context) => {
      const item = find(slug, context);
      return item ? { ...item } : null;
    },
  });
}
