// Which kinds of topic a pattern can take, read from where its placeholders stand (the rules are
// in ./patterns.ts): a topic standing free ("Me: {topic}", a line of its own, in quotes) takes any
// phrase; one inside a sentence ("Ignoring {topic}") takes a noun phrase only; {clause} a finite clause; {a} and {b} the sides of a comparison.
import type { Pattern } from './patterns';
import type { TopicKind } from './topicKind';

/** Every placeholder, its name captured. */
export const PLACEHOLDER = /\{(topic|Topic|TOPIC|clause|Clause|a|A|b|B|word|mock)\}/g;

const TOPIC = /\{(?:topic|Topic|TOPIC)\}/g;
/** What may come right before a free-standing topic: nothing, a label's colon, an opening quote, bracket or mark, or a finished sentence. */
const FREE_BEFORE = /(?:^|[:：(—–\-¡¿*]|\p{Pi}|\p{Ps}|["'„‚]|[?!.…？！。]\s)\s*$/u;
/** What may come right after it: nothing, or closing punctuation. */
const FREE_AFTER = /^\s*(?:$|[?!.,:;…？！。、，：；؟،۔—–\-*]|\p{Pf}|\p{Pe}|\p{Pi}|["'])/u;

/** Every {topic} of the line stands free: no grammar of the line depends on what kind of phrase it is. */
function topicStandsFree(line: string): boolean {
  for (const match of line.matchAll(TOPIC)) {
    if (!FREE_BEFORE.test(line.slice(0, match.index)) || !FREE_AFTER.test(line.slice(match.index + match[0].length))) return false;
  }
  return true;
}

const has = (pattern: Pattern, names: RegExp) => pattern.some((line) => names.test(line));

/** The pattern says the two sides of a comparison. */
export const comparesSides = (pattern: Pattern) => has(pattern, /\{[aA]\}/) && has(pattern, /\{[bB]\}/);

/** The topic kinds `pattern` reads well with. */
export function kindsOf(pattern: Pattern): ReadonlySet<TopicKind> {
  // A meme that does not say what the prompt was about is no answer to it.
  if (!has(pattern, /\{[A-Za-z]+\}/)) return new Set();
  if (has(pattern, /\{[aAbB]\}/)) return new Set(comparesSides(pattern) ? ['comparison'] : []);
  if (has(pattern, /\{[cC]lause\}/)) return new Set(['clause']);
  if (pattern.every(topicStandsFree)) return new Set(['np', 'clause', 'question', 'comparison', 'me', 'unknown']);
  return new Set(['np']);
}

const cache = new WeakMap<Pattern, ReadonlySet<TopicKind>>();

/** `pattern` reads well with a topic of this kind. */
export function acceptsKind(pattern: Pattern, kind: TopicKind): boolean {
  let kinds = cache.get(pattern);
  if (!kinds) {
    kinds = kindsOf(pattern);
    cache.set(pattern, kinds);
  }
  return kinds.has(kind);
}
