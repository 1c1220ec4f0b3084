// What a prompt is about, as whole phrases the caption patterns can slot in: "make a meme about
// when your code works on the first try and you don't know why" → "my code works on the first try
// and I don't know why" when a box has room for it, otherwise a complete clause of it ("my code
// works on the first try"), never a cut inside a phrase ("my code works on the").
import { clauseWords, UNSPACED } from './clauses';
import { grammarFor } from './grammar';
import { kindOf, type TopicKind } from './topicKind';

const REQUEST_PREFIXES = [
  /^(?:please\s+)?(?:make|create|generate|give|write)\s+(?:me\s+|us\s+)?(?:a|an|some|the)?\s*(?:funny\s+|good\s+|dank\s+)?(?:memes?|jokes?|captions?|gifs?)?\s*(?:about|of|on|for|with|where|that)?\s+/i,
  /^(?:a|an|some)\s+(?:funny\s+)?(?:memes?|jokes?|gifs?)\s+(?:about|of|on|for|where|that)\s+/i,
  /^(?:memes?|jokes?|gifs?)\s+(?:about|of|on|for)\s+/i,
  /^(?:about|on)\s+/i,
];

/**
 * Languages whose "when" clause puts its verb last ("wenn der Chef noch eine Mail schickt"): without
 * its "wenn" it is no sentence, so the topic keeps it and stands where any phrase may.
 */
const VERB_LAST_AFTER_WHEN = new Set(['de', 'nl']);

/** Second person becomes first person: memes are told by "me". */
const PERSON_SHIFT: [RegExp, string][] = [
  [/\byou're\b/gi, "I'm"],
  [/\byou are\b/gi, 'I am'],
  [/\byou were\b/gi, 'I was'],
  // "you" before a verb is the subject ("and you have no idea why" → "and I have no idea why").
  [
    /\byou (have|haven't|had|hadn't|do|don't|did|didn't|can|can't|could|couldn't|will|won't|would|wouldn't|should|shouldn't|know|want|need|feel|think|get|got|find|found|see|saw|try|tried|realize|realise|forget|forgot|remember|finally|just|never|always|still|already|really|actually|accidentally|open|opened|hear|heard|say|said|go|went|make|made|look|wake|start|spend|spent|buy|bought|lose|lost)\b/gi,
    'I $1',
  ],
  [/\byourself\b/gi, 'myself'],
  [/\byour\b/gi, 'my'],
  // Any other "you" is the object when nothing or a small word follows ("asks you to", "annoys
  // you"), else the subject of what follows ("the song you skip", "the word you meant").
  [
    /\byou\b(?!['’])(?=\s*(?:$|[.,!?;:)]|(?:to|for|with|from|at|in|on|and|but|or|the|a|an|my|his|her|their|again|too|so|back|up|down|out|off|away|now|today|tomorrow|every|all)\b))/gi,
    'me',
  ],
  [/\byou\b(?!['’])/gi, 'I'],
];

/** A prompt read for captions: the whole of it and the places it may be cut. */
export type Topic = {
  /** The whole topic, request words ("make a meme about") and end punctuation removed. */
  readonly whole: string;
  /** Reads as a sentence rather than a name of a thing: it goes where a sentence fits. */
  readonly clauseLike: boolean;
  /** What kind of phrase it is: which patterns can take it (see ./topicKind.ts). */
  readonly kind: TopicKind;
  /** The two sides of a comparison ("cats vs dogs" → cats, dogs). */
  readonly sides?: readonly [string, string];
  /** The question mark the prompt ended with, put back after the whole question ("?" or "？"). */
  readonly questionMark?: string;
  /** The whole topic when it fits `limit` columns, else the longest complete clause (then phrase) that does. */
  fit(limit: number): string;
};

type Token = { text: string; bare: string; word: boolean };

// Marks count as letters: Hindi मैं and माँ differ only in them.
const EDGE_PUNCTUATION = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;
const CLAUSE_END = /[,.;:!?…—–)"”»、。，；：！？」』]$/u;
const TRAILING = /[\s"'“”‘’«»„.,;:!?…、。，；：！？\-–—]+$/u;
const LEADING = /^[\s"'“”‘’«»„.,;:!?…、。，；：！？\-–—]+/u;
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** Columns a text takes on a caption: wide (CJK) characters count twice, combining marks not at all. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /\p{M}/u.test(char) ? 0 : WIDE.test(char) ? 2 : 1;
  return width;
}

function tokensOf(text: string, locale: string): { tokens: Token[]; joiner: string } {
  if (!UNSPACED.test(text)) {
    const tokens = text.split(' ').map((word) => ({ text: word, bare: word.replace(EDGE_PUNCTUATION, '').toLowerCase(), word: true }));
    return { tokens, joiner: ' ' };
  }
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const tokens = [...segmenter.segment(text)].map(({ segment, isWordLike }) => ({ text: segment, bare: segment.toLowerCase(), word: Boolean(isWordLike) }));
  return { tokens, joiner: '' };
}

/** The topic of a prompt written in (or for) `locale`, with its complete clauses. */
export function analyseTopic(prompt: string, locale: string): Topic {
  let text = prompt.replace(/\s+/g, ' ').trim();
  const grammar = grammarFor(locale);
  let afterWhen = false;
  for (let pass = 0; pass < 3; pass += 1) {
    for (const prefix of REQUEST_PREFIXES) text = text.replace(prefix, '');
    text = withoutPrefix(text, grammar.requestPrefixes);
    const [first = '', ...rest] = text.split(' ');
    if (rest.length > 0 && !VERB_LAST_AFTER_WHEN.has(locale) && grammar.when.has(first.replace(EDGE_PUNCTUATION, '').toLocaleLowerCase())) {
      text = rest.join(' ');
      afterWhen = true;
    }
  }
  const questionMark = /([?？])\s*$/.exec(prompt.trim())?.[1];
  const question = questionMark !== undefined;
  for (const [pattern, replacement] of PERSON_SHIFT) text = text.replace(pattern, replacement);
  text = sentenceCaseOff(text.replace(LEADING, '').replace(TRAILING, ''));
  if (!text) text = prompt.replace(/\s+/g, ' ').trim();

  const lists = clauseWords(locale);
  const { tokens, joiner } = tokensOf(text, locale);
  const spaced = joiner === ' ';
  const wordsIn = (from: number, to: number) => tokens.slice(from, to).filter((token) => token.word && token.bare).length;
  const phraseOf = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .map((token) => token.text)
      .join(joiner)
      .replace(LEADING, '')
      .replace(TRAILING, '')
      .trim();
  /** A phrase is complete when it does not end on a word that needs what follows. */
  const complete = (from: number, to: number) => {
    const last = tokens
      .slice(from, to)
      .filter((token) => token.word && token.bare)
      .at(-1);
    return Boolean(last) && !lists.dangling.has(last!.bare);
  };

  // Cut k keeps tokens[0..k): a clause cut after punctuation or before a conjunction, a phrase cut
  // before a preposition (spaced scripts) or at any word boundary (unspaced scripts).
  const clauseCut = (k: number) => CLAUSE_END.test(tokens[k - 1]!.text) || (!tokens[k - 1]!.word && !spaced) || lists.clause.has(tokens[k]!.bare);
  const phraseCut = (k: number) => (spaced ? lists.phrase.has(tokens[k]!.bare) : tokens[k - 1]!.word);
  const clauseCuts = [...Array(tokens.length).keys()].filter((k) => k > 0 && clauseCut(k));

  const first = tokens.find((token) => token.word)?.bare ?? '';
  const opensWhen = VERB_LAST_AFTER_WHEN.has(locale) && grammar.when.has(first);
  const candidates: string[] = [];
  const add = (from: number, to: number) => {
    // A clause after the first starts with its conjunction ("but nobody noticed"): drop it. A
    // German or Dutch "wenn …" keeps its own, its verb being last, and a question its question
    // word (Italian "perché" is also "because").
    const keep = (opensWhen || question) && from === 0;
    while (!keep && from < to && (lists.clause.has(tokens[from]!.bare) || !tokens[from]!.word || !tokens[from]!.bare)) from += 1;
    if (wordsIn(from, to) === 0 || !complete(from, to)) return;
    const phrase = phraseOf(from, to);
    if (phrase && !candidates.includes(phrase)) candidates.push(phrase);
  };
  add(0, tokens.length);
  for (const k of [...clauseCuts].reverse()) add(0, k);
  const bounds = [0, ...clauseCuts, tokens.length];
  for (let index = 1; index < bounds.length - 1; index += 1) add(bounds[index]!, bounds[index + 1]!);
  // A phrase cut keeps a whole clause's start, not a main clause's subject and verb without the rest.
  const endsOnSecondPlaceVerb = (k: number) => lists.secondPlaceVerbs.has(tokens[k - 1]!.bare);
  for (let k = tokens.length - 1; k > 0; k -= 1) if (phraseCut(k) && !endsOnSecondPlaceVerb(k)) add(0, k);
  const whole = candidates[0] ?? text;

  const { kind, sides } = opensWhen
    ? { kind: 'unknown' as const, sides: undefined }
    : kindOf({ whole, words: tokens.filter((token) => token.word && token.bare).map((token) => token.bare), spaced, afterWhen, question, locale });
  return {
    whole,
    kind,
    ...(sides ? { sides } : {}),
    ...(kind === 'question' && questionMark ? { questionMark } : {}),
    clauseLike: kind === 'clause' || (spaced ? wordsIn(0, tokens.length) > 4 || SUBJECTS.has(first) : displayWidth(whole) > 16),
    fit(limit) {
      // A clause of one or two words ("the feeling") says little: a longer one first, if any fits.
      const fits = candidates.filter((candidate) => displayWidth(candidate) <= limit);
      const fitting =
        fits.find((candidate) => candidate === whole || !spaced || wordCount(candidate) >= 3) ?? fits.find((candidate) => wordCount(candidate) >= 2);
      if (fitting) return fitting;
      // Nothing fits: a whole phrase in a smaller font beats a cut one, up to what any box can hold.
      const shortest = [...candidates].sort((a, b) => displayWidth(a) - displayWidth(b))[0];
      if (shortest && displayWidth(shortest) <= MAX_TOPIC_COLUMNS) return shortest;
      // One long run without a clause or phrase break: the longest run that ends on a full word.
      for (let k = tokens.length - 1; k > 0; k -= 1) {
        if (complete(0, k) && (spaced || tokens[k - 1]!.word) && displayWidth(phraseOf(0, k)) <= Math.min(limit, MAX_TOPIC_COLUMNS)) return phraseOf(0, k);
      }
      return shortest ?? whole;
    },
  };
}

/** `text` without the longest of `prefixes` it starts with (case-blind, whole words). */
function withoutPrefix(text: string, prefixes: readonly string[]): string {
  const lower = text.toLocaleLowerCase();
  const prefix = prefixes.find((candidate) => lower.startsWith(candidate) && /^(?:$|[\s:,])/u.test(text.slice(candidate.length)));
  return prefix ? text.slice(prefix.length).replace(/^[\s:,]+/u, '') : text;
}

/** The most a topic may take even when no shorter whole phrase exists (captions stop at 150 characters). */
const MAX_TOPIC_COLUMNS = 100;

const SUBJECTS = new Set(['i', "i'm", "i've", 'we', 'he', 'she', 'they', "it's", 'you', 'everyone', 'nobody', 'someone']);

/** Names keep their capital at the start of a topic; other words lose the sentence's capital. */
const PROPER_STARTS =
  /^(?:I|I'm|I've|I'll|I'd|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Halloween)$/;

function sentenceCaseOff(text: string): string {
  const [first = ''] = text.split(' ');
  if (PROPER_STARTS.test(first) || first.length < 2 || first !== first.charAt(0) + first.slice(1).toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** How many words the topic has (long topics read badly when repeated). */
export function wordCount(topic: string): number {
  return topic.split(/\s+/).filter(Boolean).length;
}

/** The longest word of the topic (doge speaks in single words). */
export function keyWord(topic: string): string {
  return (
    topic
      .split(/\s+/)
      .map((word) => word.replace(EDGE_PUNCTUATION, ''))
      .reduce((best, word) => (word.length > best.length ? word : best), '') || topic
  );
}

/**
 * "sOmEtHiNg LiKe ThIs", the mocking voice. Turkish keeps its dotted İ; other languages keep their
 * accents (Greek capitals drop them in all-caps, which a mixed-case word is not).
 */
export function mockingCase(text: string, locale: string): string {
  const casing = locale === 'tr' ? 'tr' : undefined;
  let upper = false;
  return [...text]
    .map((char) => {
      if (char.toLowerCase() === char.toUpperCase()) return char;
      upper = !upper;
      return upper ? char.toLocaleLowerCase(casing) : char.toLocaleUpperCase(casing);
    })
    .join('');
}

/** The first letter in upper case. */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * A caption without a word said twice in a row ("all of my my plants" → "all of my plants"),
 * which happens where a pattern's words meet the topic's.
 */
export function withoutDoubledWords(caption: string): string {
  const words = caption.split(' ');
  const kept: string[] = [];
  for (const word of words) {
    const previous = kept.at(-1);
    const bare = word.replace(EDGE_PUNCTUATION, '').toLocaleLowerCase();
    if (previous !== undefined && bare && previous.replace(EDGE_PUNCTUATION, '').toLocaleLowerCase() === bare) {
      // "Me: me ignoring work" → "Me: ignoring work"; "my my," → "my,".
      if (!/[^\p{L}\p{M}\p{N}]$/u.test(previous)) kept[kept.length - 1] = previous + (word.match(/[^\p{L}\p{M}\p{N}]+$/u)?.[0] ?? '');
      continue;
    }
    kept.push(word);
  }
  return kept.join(' ');
}
