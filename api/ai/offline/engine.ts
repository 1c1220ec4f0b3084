// The offline caption engine: no network, no model. Captions come from patterns filled with the
// prompt's topic, fitted to each template's boxes. The same request always gives the same memes
// (a hash of the prompt seeds every choice), different prompts give different ones. The topic goes
// in whole when a box has room, otherwise as a complete clause of it (./topic.ts); no caption of
// one generation repeats another.
import { acceptVariations, type ProposedVariation } from '../validate';
import type { CaptionProvider, CaptionRequest, CaptionResult, CaptionSlot, GenerateOptions, TemplateChoice } from '../types';
import type { Pattern } from './patterns';
import { phrasesFor, type BoxCount, type Phrases } from './phrases';
import { rolePatterns } from './roles';
import { joinAtSeam } from './grammar';
import { acceptsKind, comparesSides, PLACEHOLDER } from './patternKinds';
import { analyseTopic, capitalized, displayWidth, keyWord, mockingCase, withoutDoubledWords, type Topic } from './topic';

/** Text-to-meme uses at most this many of the best-ranked candidates. */
const TOP_CANDIDATES = 6;

/**
 * Columns of text a box holds before its caption shrinks to unreadable, by the template's number of
 * boxes (a 4-panel template has small boxes). The topic gets what the pattern's own words leave.
 */
const BOX_COLUMNS: Readonly<Record<BoxCount, number>> = { 1: 90, 2: 80, 3: 56, 4: 48 };
/** However full a pattern is, the topic gets at least this many columns. */
const MIN_TOPIC_COLUMNS = 30;

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

/** The template's own patterns in the language, when they fit its box count. */
function ownPatterns(templateId: string | null, boxes: number, phrases: Phrases): Pattern[] {
  if (!templateId) return [];
  return phrases.templates?.[templateId]?.filter((pattern) => pattern.length === boxes) ?? [];
}

/** A pattern and how much less it fits than the template's own: 0 own, 1 by box role, 3 generic. */
type Ranked = { pattern: Pattern; remove: number };

/**
 * Patterns for `slots`, best first: the template's own, then ones by box role, then generic ones;
 * within each, for a sentence-like topic, those where it stands free and uses it once.
 */
function patternsFor(templateId: string | null, slots: readonly CaptionSlot[], topic: Topic, locale: string, random: () => number): Ranked[] {
  const phrases = phrasesFor(locale);
  const boxes = Math.min(Math.max(slots.length, 1), 4) as BoxCount;
  // Boxes past the fourth get the topic-free lines of other patterns, so no line comes twice.
  const spare = phrases.generic[4].flat().filter((line) => !/\{(?:topic|Topic|TOPIC|word|mock)\}/.test(line));
  const generic = phrases.generic[boxes].map((pattern, at) =>
    Array.from({ length: slots.length }, (_, index) => pattern[index] ?? spare[(at + index) % spare.length] ?? pattern[pattern.length - 1]!),
  );
  const ranked = (patterns: Pattern[], remove: number): Ranked[] => {
    // Only patterns whose grammar takes this kind of topic; a comparison's own patterns first.
    const order = shuffled(
      patterns.filter((pattern) => acceptsKind(pattern, topic.kind)),
      random,
    );
    if (topic.kind === 'comparison') order.sort((a, b) => Number(comparesSides(b)) - Number(comparesSides(a)));
    return order.map((pattern) => ({ pattern, remove }));
  };
  return [...ranked(ownPatterns(templateId, slots.length, phrases), 0), ...ranked(rolePatterns(slots, phrases), 1), ...ranked(generic, 3)];
}

/** A question's own mark followed by the pattern's ("why?." "why??", "why?:"): the question's is enough. */
const QUESTION_THEN_MARK = /([?？])[?？.:：]+/g;

/** One line with the topic put in: whole when it fits the box, else a complete clause of it. */
function fillLine(line: string, topic: Topic, columns: number, locale: string): string {
  const uses = line.match(PLACEHOLDER)?.length ?? 0;
  if (uses === 0) return line;
  const frame = displayWidth(line.replace(PLACEHOLDER, ''));
  const fitted = topic.fit(Math.max(MIN_TOPIC_COLUMNS, Math.floor((columns - frame) / uses)));
  // A question said whole keeps its question mark; a part of one is no question.
  const text = topic.questionMark && fitted === topic.whole ? `${fitted}${topic.questionMark}` : fitted;
  const [a = text, b = text] = topic.sides ?? [];
  const values: Record<string, string> = {
    topic: text,
    Topic: capitalized(text),
    // Shouted in the language's own capitals (Turkish pizza → PİZZA).
    TOPIC: text.toLocaleUpperCase(locale),
    clause: text,
    Clause: capitalized(text),
    a,
    A: capitalized(a),
    b,
    B: capitalized(b),
    word: keyWord(text).toLocaleLowerCase(),
    mock: mockingCase(text, locale),
  };
  // Piece by piece, so each value meets the word before it as the language writes it (de + le → du).
  let filled = '';
  let from = 0;
  for (const match of line.matchAll(PLACEHOLDER)) {
    filled = joinAtSeam(filled + line.slice(from, match.index), values[match[1]!]!, locale);
    from = match.index + match[0].length;
  }
  return withoutDoubledWords(filled + line.slice(from))
    .replace(/\s+/g, ' ')
    .replace(QUESTION_THEN_MARK, '$1')
    .trim();
}

/** Columns a box holds: its own budget when the catalogue measured it, else by the box count. */
function columnsOf(slot: CaptionSlot | undefined, slots: number): number {
  return slot?.characterBudget ?? BOX_COLUMNS[Math.min(Math.max(slots, 1), 4) as BoxCount];
}

function fill(pattern: Pattern, topic: Topic, slots: readonly CaptionSlot[], locale: string): string[] {
  return pattern.map((line, index) => fillLine(line, topic, columnsOf(slots[index], slots.length), locale));
}

/** The captions and patterns already used in one generation, to use none twice. */
type Written = { captions: Set<string>; patterns: Set<Pattern> };
const nothingWritten = (): Written => ({ captions: new Set(), patterns: new Set() });
const key = (caption: string) =>
  caption
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/**
 * `count` caption sets for one template: the best patterns whose captions were not written yet in
 * this generation. A caption with the topic said again is the repeat people notice and is avoided
 * first; a label said again ("Me", "wow") is better than leaving the template's own patterns.
 */
function captionSets(
  seed: string,
  templateId: string | null,
  slots: readonly CaptionSlot[],
  topic: Topic,
  count: number,
  locale: string,
  written: Written,
): string[][] {
  const filled = patternsFor(templateId, slots, topic, locale, randomFrom(seed)).map(({ pattern, remove }) => ({
    captions: fill(pattern, topic, slots, locale),
    pattern,
    remove,
  }));
  const sets: string[][] = [];
  const topicKey = key(topic.fit(MIN_TOPIC_COLUMNS));
  const cost = ({ captions, pattern, remove }: (typeof filled)[number]) => {
    // The same frame twice in one generation is the repeat people notice first.
    if (written.patterns.has(pattern)) return 100_000;
    const keys = captions.map(key).filter(Boolean);
    const saysTopic = (caption: string) => caption.includes(topicKey) || topicKey.includes(caption);
    const again = keys.filter((caption) => written.captions.has(caption));
    // Gru's Plan and Anakin and Padmé repeat a panel's words on purpose; the topic twice is a slip.
    // (Mocking Spongebob's second caption is the first in mocking case: another caption.)
    const twice = captions.filter((caption, index) => saysTopic(key(caption)) && captions.indexOf(caption) !== index).length;
    const heavy = again.filter(saysTopic).length + twice;
    // A template's own frames first, whatever repeats: a generic frame on a meme with a joke of its
    // own is the slip people notice most ("Peter Griffin News: Everyone else: relax").
    return remove * 1000 + heavy * 10 + (again.length - again.filter(saysTopic).length);
  };
  for (let index = 0; index < count && filled.length > 0; index += 1) {
    let best = 0;
    for (let candidate = 0; candidate < filled.length; candidate += 1) {
      if (cost(filled[candidate]!) < cost(filled[best]!)) best = candidate;
      if (cost(filled[best]!) === 0) break;
    }
    const [{ captions, pattern }] = filled.splice(best, 1) as [(typeof filled)[number]];
    for (const caption of captions) written.captions.add(key(caption));
    written.patterns.add(pattern);
    sets.push(captions);
  }
  return sets;
}

/**
 * Which templates the variations use: the candidates come best fit first, so the first meme gets
 * the best fit and the others the next ones, each once while there are enough.
 */
function pickTemplates(request: CaptionRequest & { kind: 'text' }, topic: Topic): TemplateChoice[] {
  const phrases = phrasesFor(request.locale);
  // A template whose joke is written here beats a better-fitting one this engine could only fill
  // with generic frames: among the best fits, those first (in their order).
  const written = (template: TemplateChoice) =>
    ownPatterns(writtenFor(template), template.slots.length, phrases).some((pattern) => acceptsKind(pattern, topic.kind));
  const best = request.candidates.slice(0, TOP_CANDIDATES);
  let top = [...best.filter(written), ...best.filter((template) => !written(template))];
  if (topic.kind === 'comparison') {
    // "cats vs dogs" goes first to the templates that say both sides (Drake, Two Buttons, …).
    const compares = (template: TemplateChoice) => ownPatterns(writtenFor(template), template.slots.length, phrasesFor(request.locale)).some(comparesSides);
    const comparing = request.candidates.filter(compares);
    top = [...comparing, ...top.filter((template) => !comparing.includes(template))].slice(0, TOP_CANDIDATES);
  }
  return Array.from({ length: request.count }, (_, index) => top[index % top.length]!).filter(Boolean);
}

/** Whose written captions a template takes: its original's when it keeps the original's boxes. */
const writtenFor = (template: TemplateChoice) => template.captionsOf ?? template.id;

function propose(request: CaptionRequest, topic: Topic): ProposedVariation[] {
  const seed = request.prompt.toLowerCase();
  const written = nothingWritten();
  switch (request.kind) {
    case 'template':
      return captionSets(
        `${seed}|${request.template.id}`,
        writtenFor(request.template),
        request.template.slots,
        topic,
        request.count,
        request.locale,
        written,
      ).map((captions) => ({
        templateId: request.template.id,
        captions,
      }));
    case 'upload':
      return captionSets(`${seed}|upload`, null, request.slots, topic, request.count, request.locale, written).map((captions) => ({
        templateId: null,
        captions,
      }));
    case 'text':
      return pickTemplates(request, topic).flatMap((template) =>
        captionSets(`${seed}|${template.id}`, writtenFor(template), template.slots, topic, 1, request.locale, written).map((captions) => ({
          templateId: template.id,
          captions,
        })),
      );
  }
}

/** The offline provider (the default when no OPENAI_API_KEY is set). */
export function createOfflineProvider(): CaptionProvider {
  return {
    engine: 'offline',
    async generate(request: CaptionRequest, options?: GenerateOptions): Promise<CaptionResult> {
      const topic = analyseTopic(request.prompt, request.locale);
      const variations = acceptVariations(request, propose(request, topic));
      // Written all at once: each is reported before the result, as the interface asks.
      variations.forEach((variation, index) => options?.onVariation?.(variation, index));
      return { variations };
    },
  };
}
