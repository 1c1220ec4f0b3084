// What a prompt is about, as a short phrase the caption patterns can slot in: "make a meme about
// when your code works on the first try and you don't know why" → "my code works on the first try".

const REQUEST_PREFIXES = [
  /^(?:please\s+)?(?:make|create|generate|give|write)\s+(?:me\s+|us\s+)?(?:a|an|some|the)?\s*(?:funny\s+|good\s+|dank\s+)?(?:memes?|jokes?|captions?|gifs?)?\s*(?:about|of|on|for|with|where|that)?\s+/i,
  /^(?:a|an|some)\s+(?:funny\s+)?(?:memes?|jokes?|gifs?)\s+(?:about|of|on|for|where|that)\s+/i,
  /^(?:memes?|jokes?|gifs?)\s+(?:about|of|on|for)\s+/i,
  /^(?:about|on)\s+/i,
  /^(?:when|whenever)\s+/i,
];

/** Second person becomes first person: memes are told by "me". */
const PERSON_SHIFT: [RegExp, string][] = [
  [/\byou're\b/gi, "I'm"],
  [/\byourself\b/gi, 'myself'],
  [/\byour\b/gi, 'my'],
];

const MAX_WORDS = 8;

/** A short phrase naming what the prompt is about (never empty for a non-blank prompt). */
export function promptTopic(prompt: string): string {
  let topic = prompt.replace(/\s+/g, ' ').trim();
  for (let pass = 0; pass < 3; pass += 1) {
    for (const prefix of REQUEST_PREFIXES) topic = topic.replace(prefix, '');
  }
  for (const [pattern, replacement] of PERSON_SHIFT) topic = topic.replace(pattern, replacement);
  // The first clause carries the idea; what follows a comma or "and" is usually the punchline.
  const clause = topic.split(/[.!?;:,]|\s(?:and|but|because|so|while)\s/i)[0]?.trim() ?? '';
  if (clause.split(' ').length >= 2) topic = clause;
  const words = topic.replace(/^["'“”‘’]+|["'“”‘’.!?,;:]+$/g, '').split(' ').filter(Boolean);
  const short = sentenceCaseOff(words.slice(0, MAX_WORDS)).join(' ');
  return withinLength(short || prompt.trim());
}

/** Languages written without spaces (ja, zh, th) give one long "word": cut at a word boundary. */
const MAX_TOPIC_CHARS = 48;
const wordSegments = new Intl.Segmenter(undefined, { granularity: 'word' });

function withinLength(topic: string): string {
  if (topic.length <= MAX_TOPIC_CHARS) return topic;
  let cut = '';
  for (const { segment } of wordSegments.segment(topic)) {
    if (cut.length + segment.length > MAX_TOPIC_CHARS) break;
    cut += segment;
  }
  return cut.trim() || [...topic].slice(0, MAX_TOPIC_CHARS).join('');
}

/** Names keep their capital at the start of a topic; other words lose the sentence's capital. */
const PROPER_STARTS = /^(?:I|I'm|I've|I'll|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Halloween)$/;

function sentenceCaseOff(words: string[]): string[] {
  const [first, ...rest] = words;
  if (!first || PROPER_STARTS.test(first) || first.length < 2 || first !== first.charAt(0) + first.slice(1).toLowerCase()) return words;
  return [first.charAt(0).toLowerCase() + first.slice(1), ...rest];
}

/** How many words the topic has (long topics read badly when repeated). */
export function wordCount(topic: string): number {
  return topic.split(/\s+/).filter(Boolean).length;
}

/** The longest word of the topic (doge speaks in single words). */
export function keyWord(topic: string): string {
  return topic
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .reduce((best, word) => (word.length > best.length ? word : best), '') || topic;
}

/** "sOmEtHiNg LiKe ThIs", the mocking voice. */
export function mockingCase(text: string): string {
  let upper = false;
  return [...text]
    .map((char) => {
      if (char.toLowerCase() === char.toUpperCase()) return char;
      upper = !upper;
      return upper ? char.toLowerCase() : char.toUpperCase();
    })
    .join('');
}

/** The first letter in upper case. */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
