// The JSON schema a local model's answer is held to while it writes. It is the same answer the
// API provider asks for (../openai/reply.ts reads both), drawn tighter because a grammar can:
// exactly the number of memes asked for, each on an offered template with exactly one caption per
// box of that template, no caption past the length at which it would be flagged as too long to
// read, the requested language. Properties come in the order the model writes them: the language
// first, so every meme is read knowing it, and the memes last, funniest first, so the model can be
// stopped once enough are kept. A small model cannot then answer off the format; what is left to
// judge is what it wrote.
import { slotBudgets } from '../budgets';
import { memesToAskFor } from '../ranking';
import { MAX_CAPTION_LENGTH, type CaptionRequest, type CaptionSlot } from '../types';
import { OVER_BUDGET_FACTOR } from '../validate';
import { UPLOAD_TEMPLATE_ID } from '../openai/messages';

/** A caption shorter than this is always allowed, whatever its box's budget. */
const MIN_CAPTION_LIMIT = 12;

type JsonSchema = Record<string, unknown>;

/** JSON around one meme's captions (its keys and quotes), in characters, generously. */
const MEME_OVERHEAD_CHARACTERS = 80;
/** Tokens per character of an answer at worst: a byte-level vocabulary writing a 3-byte script. */
const TOKENS_PER_CHARACTER = 3;

/** The longest caption the grammar lets a box have. */
function captionLimit(budget: number | undefined): number {
  const limit = budget === undefined ? MAX_CAPTION_LENGTH : Math.floor(budget * OVER_BUDGET_FACTOR);
  return Math.min(MAX_CAPTION_LENGTH, Math.max(MIN_CAPTION_LIMIT, limit));
}

function captionLimits(request: CaptionRequest, slots: readonly CaptionSlot[]): number[] {
  return slotBudgets(request, slots).map(captionLimit);
}

/** One caption per box, each within its box's limit; an upload's bottom text may be left out. */
function captionsSchema(request: CaptionRequest, slots: readonly CaptionSlot[]): JsonSchema {
  return {
    type: 'array',
    prefixItems: captionLimits(request, slots).map((maxLength) => ({ type: 'string', maxLength })),
    minItems: request.kind === 'upload' ? 1 : slots.length,
    maxItems: slots.length,
  };
}

function slotsOffered(request: CaptionRequest): (readonly CaptionSlot[])[] {
  if (request.kind === 'text') return request.candidates.map((candidate) => candidate.slots);
  return [request.kind === 'template' ? request.template.slots : request.slots];
}

/**
 * The most tokens a complete answer can take: every meme on the template with the most caption
 * room, every caption at its longest. Generation stops there, so a model caught in a loop ends.
 */
export function maxAnswerTokens(request: CaptionRequest): number {
  const room = Math.max(...slotsOffered(request).map((slots) => captionLimits(request, slots).reduce((sum, limit) => sum + limit + 4, 0)));
  return (memesToAskFor(request.count) * (room + MEME_OVERHEAD_CHARACTERS) + MEME_OVERHEAD_CHARACTERS) * TOKENS_PER_CHARACTER;
}

function memeSchema(request: CaptionRequest, templateId: string, slots: readonly CaptionSlot[]): JsonSchema {
  return { type: 'object', properties: { templateId: { const: templateId }, captions: captionsSchema(request, slots) } };
}

function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  return [...new Map(items.map((item) => [item.id, item])).values()];
}

/** The schema of a usable answer to `request`, for the runtime's grammar. */
export function replyGrammarSchema(request: CaptionRequest): JsonSchema {
  const asked = memesToAskFor(request.count);
  const meme =
    request.kind === 'text'
      ? { oneOf: uniqueById(request.candidates).map((candidate) => memeSchema(request, candidate.id, candidate.slots)) }
      : request.kind === 'template'
        ? memeSchema(request, request.template.id, request.template.slots)
        : memeSchema(request, UPLOAD_TEMPLATE_ID, request.slots);
  return {
    type: 'object',
    properties: {
      language: { const: request.locale },
      // The local model reads no pictures, so it describes none.
      imageDescription: { const: '' },
      memes: { type: 'array', items: meme, minItems: asked, maxItems: asked },
    },
  };
}
