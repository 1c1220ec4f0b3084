// The offline caption engine: no network, no model. Captions come from patterns filled with the
// prompt's topic, fitted to each template's number of boxes. The same request always gives the
// same memes (a hash of the prompt seeds every choice), different prompts give different ones.
import { acceptVariations, type ProposedVariation } from '../validate';
import type { CaptionProvider, CaptionRequest, CaptionResult, CaptionSlot, TemplateChoice } from '../types';
import { CLASSIC_PATTERNS, type Pattern } from './patterns';
import { phrasesFor, type BoxCount } from './phrases';
import { capitalized, keyWord, mockingCase, promptTopic, wordCount } from './topic';

/** Text-to-meme picks among this many of the best-ranked candidates. */
const TOP_CANDIDATES = 6;

/** FNV-1a, then mulberry32: a small deterministic generator seeded by text. */
function randomFrom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) state = Math.imul(state ^ seed.charCodeAt(index), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** A topic this long reads badly more than once in one meme. */
const LONG_TOPIC_WORDS = 4;

const topicUses = (pattern: Pattern) => pattern.join(' ').match(/\{(?:topic|Topic|TOPIC)\}/g)?.length ?? 0;

/** The classic's own English patterns that fit its box count (none in other languages). */
function ownPatterns(templateId: string | null, boxes: number, locale: string): Pattern[] {
  if (locale !== 'en' || !templateId) return [];
  return CLASSIC_PATTERNS[templateId]?.filter((pattern) => pattern.length === boxes) ?? [];
}

/** Patterns that fit `slots` boxes: the classic's own (when its box count matches), then generic ones. */
function patternsFor(templateId: string | null, slots: readonly CaptionSlot[], topic: string, locale: string): { own: Pattern[]; generic: Pattern[] } {
  const own = ownPatterns(templateId, slots.length, locale);
  const boxes = Math.min(Math.max(slots.length, 1), 4) as BoxCount;
  const generic = phrasesFor(locale).generic[boxes].map((pattern) =>
    Array.from({ length: slots.length }, (_, index) => pattern[index] ?? pattern[pattern.length - 1]!),
  );
  if (wordCount(topic) <= LONG_TOPIC_WORDS) return { own, generic };
  const once = (patterns: Pattern[]) => {
    const fitting = patterns.filter((pattern) => topicUses(pattern) <= 1);
    return fitting.length > 0 ? fitting : patterns;
  };
  return { own: own.filter((pattern) => topicUses(pattern) <= 1), generic: once(generic) };
}

function fill(pattern: Pattern, topic: string): string[] {
  const values: Record<string, string> = {
    '{topic}': topic,
    '{Topic}': capitalized(topic),
    '{TOPIC}': topic.toLocaleUpperCase(),
    '{word}': keyWord(topic).toLocaleLowerCase(),
    '{mock}': mockingCase(topic),
  };
  return pattern.map((line) => line.replace(/\{(?:topic|Topic|TOPIC|word|mock)\}/g, (token) => values[token]!));
}

/** `count` captions sets for one template, distinct patterns first (own patterns before generic). */
function captionSets(seed: string, templateId: string | null, slots: readonly CaptionSlot[], topic: string, count: number, locale: string): string[][] {
  const { own, generic } = patternsFor(templateId, slots, topic, locale);
  const random = randomFrom(seed);
  const ordered = [...shuffled(own, random), ...shuffled(generic, random)];
  return Array.from({ length: count }, (_, index) => fill(ordered[index % ordered.length]!, topic));
}

/** Which templates the variations use: a seeded pick among the best candidates, classics with own patterns first. */
function pickTemplates(request: CaptionRequest & { kind: 'text' }): TemplateChoice[] {
  const top = request.candidates.slice(0, TOP_CANDIDATES);
  const random = randomFrom(`templates|${request.prompt.toLowerCase()}`);
  const withOwn = top.filter((template) => ownPatterns(template.id, template.slots.length, request.locale).length > 0);
  const others = top.filter((template) => !withOwn.includes(template));
  const order = [...shuffled(withOwn, random), ...shuffled(others, random)];
  return Array.from({ length: request.count }, (_, index) => order[index % order.length]!).filter(Boolean);
}

function propose(request: CaptionRequest, topic: string): ProposedVariation[] {
  const seed = request.prompt.toLowerCase();
  switch (request.kind) {
    case 'template':
      return captionSets(`${seed}|${request.template.id}`, request.template.id, request.template.slots, topic, request.count, request.locale).map((captions) => ({
        templateId: request.template.id,
        captions,
      }));
    case 'upload':
      return captionSets(`${seed}|upload`, null, request.slots, topic, request.count, request.locale).map((captions) => ({ templateId: null, captions }));
    case 'text': {
      const templates = pickTemplates(request);
      const uses = new Map<string, number>();
      return templates.map((template) => {
        const use = uses.get(template.id) ?? 0;
        uses.set(template.id, use + 1);
        const sets = captionSets(`${seed}|${template.id}`, template.id, template.slots, topic, use + 1, request.locale);
        return { templateId: template.id, captions: sets[use]! };
      });
    }
  }
}

/** The offline provider (the default when no OPENAI_API_KEY is set). */
export function createOfflineProvider(): CaptionProvider {
  return {
    engine: 'offline',
    async generate(request: CaptionRequest): Promise<CaptionResult> {
      const topic = promptTopic(request.prompt);
      return { variations: acceptVariations(request, propose(request, topic)) };
    },
  };
}
