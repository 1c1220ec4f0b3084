// Where the response cache keeps its answers: bounded by their size, not their number (distinct
// catalogue pages of 100 templates from one caller once grew the heap by ~200 KB an answer, up to
// ~1 GB at the old 5,000-answer cap), and an answer is dropped when its TTL ends, not when it is
// next asked for or pushed out, so a burst's memory comes back within the TTL.
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';

/** An answer bigger than this share of the bound is served but not kept: a few would push out everything else. */
const LARGEST_SHARE_OF_BOUND = 1 / 8;
/** The heap an answer takes per character of its JSON: a 28 KB catalogue page of 100 templates held 52 KB. */
const HEAP_BYTES_PER_JSON_CHAR = 2;
/** What keeping any answer costs besides the answer: its key, its slot and its expiry timer. */
const HEAP_BYTES_PER_ANSWER = 512;
/** The heap of an entity's place in the index (its key string and the set entries both ways). */
const HEAP_BYTES_PER_ENTITY = 100;

export type AnswerCacheStats = { answers: number; bytes: number; maxBytes: number };
export type BoundedAnswerCache = Cache & { stats(): AnswerCacheStats };

type Kept = { result: ExecutionResult; entityIds: Set<string> };

/** The estimated heap an answer holds while kept; undefined when it cannot be measured (then it is not kept). */
function heapBytesOf(result: ExecutionResult, entityCount: number): number | undefined {
  try {
    return HEAP_BYTES_PER_ANSWER + JSON.stringify(result).length * HEAP_BYTES_PER_JSON_CHAR + entityCount * HEAP_BYTES_PER_ENTITY;
  } catch {
    return undefined;
  }
}

/** An in-memory Cache for useResponseCache, with invalidation by typename or typename and id like the plugin's own. */
export function createBoundedAnswerCache({ maxBytes }: { maxBytes: number }): BoundedAnswerCache {
  const largest = Math.floor(maxBytes * LARGEST_SHARE_OF_BOUND);
  const responseIdsOfEntity = new Map<string, Set<string>>();
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    allowStale: false,
    // Each kept answer gets a timer that deletes it when it expires.
    ttlAutopurge: true,
    dispose: ({ entityIds }, responseId) => {
      for (const entityId of entityIds) {
        const responseIds = responseIdsOfEntity.get(entityId);
        responseIds?.delete(responseId);
        if (responseIds?.size === 0) responseIdsOfEntity.delete(entityId);
      }
    },
  });

  return {
    set(responseId, result, entities, ttl) {
      const entityIds = new Set<string>();
      for (const { typename, id } of entities) {
        entityIds.add(typename);
        if (id !== undefined) entityIds.add(entityIdOf(typename, id));
      }
      const size = heapBytesOf(result, entityIds.size);
      if (size === undefined || size > largest || !(ttl > 0)) {
        kept.delete(responseId);
        return;
      }
      kept.set(responseId, { result, entityIds }, { ttl: Number.isFinite(ttl) ? ttl : 0, size });
      if (!kept.has(responseId)) return;
      for (const entityId of entityIds) {
        let responseIds = responseIdsOfEntity.get(entityId);
        if (!responseIds) responseIdsOfEntity.set(entityId, (responseIds = new Set()));
        responseIds.add(responseId);
      }
    },
    get(responseId) {
      return kept.get(responseId)?.result ?? null;
    },
    invalidate(entities) {
      for (const { typename, id } of entities) {
        const responseIds = responseIdsOfEntity.get(id === undefined || id === null ? typename : entityIdOf(typename, id));
        for (const responseId of [...(responseIds ?? [])]) kept.delete(responseId);
      }
    },
    stats() {
      return { answers: kept.size, bytes: kept.calculatedSize, maxBytes };
    },
  };
}

function entityIdOf(typename: string, id: number | string): string {
  return `${typename}:${id}`;
}
