// What makes offline captions wrong, as a person reading them would notice: a prompt cut inside a
// phrase, a word doubled, a caption said twice in one generation, no words of the interface
// language around the topic, letters of another script. Shared by the caption corpus tests.
import { scriptLetterOf } from '../../api/ai/validate';

/** Words a whole phrase never ends on, in the corpus's languages. */
const DANGLING = new Set(
  `a an the my your his her its our to in on at of for with from by and or but because when is are was
  der die das ein eine mein und zu el la los las un una mi de del y en con por para le les une mon ma et à au dans
  o os um uma meu minha do da em no na e het een mijn van w z na i и в на с а что но ال في من إلى على و
  और कि मेरा का की के の に を が は で と へ 的 了 在 和 把 ที่ และ ของ ใน กับ`.split(/\s+/),
);
/** German and Dutch clauses end on their verb: "… gestolen is" is whole. */
const VERB_LAST = new Set(['de', 'nl']);
const AUXILIARIES = new Set(['is', 'ist', 'sind', 'zijn', 'hat', 'heeft', 'wird', 'wordt']);
/** Where a prompt may be cut: before these words, or at punctuation. */
const BOUNDARY = new Set(
  `and but because when while so or though although since if until which who that then to for with from in on at by about into after before during without like of
  y pero porque cuando que a en con de para por et mais quand de du des à au dans sur pour par avec e mas quando em com no na und aber weil wenn zu im am auf mit für von bei beim vom zum zur nach
  en maar omdat voor van met op aan i ale w z na do o dla po za przez przy od bez przed și dar că la în pe cu din fără după когда а но потому что в на с от до по у πριν μετά για με σε στο και όταν لكن في من على और लेकिन में से ama ve mà và của khi`.split(
    /\s+/,
  ),
);

// Memes are told by "me": the engine turns the prompt's second person into the first ("you" before
// nothing or a small word is "me", before anything else "I": "the song I skip", "asks me to").
const shift = (word: string) => ({ your: 'my', "you're": "i'm", yourself: 'myself' })[word] ?? word;
const OBJECT_AFTER = /^(?:to|for|with|from|at|in|on|and|but|or|the|a|an|my|his|her|their|again|too|so|back|up|down|out|off|away|now|today|tomorrow|every|all)$/;
type Word = { text: string; start: number; end: number };
function wordsOf(text: string, locale: string): Word[] {
  const words = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text.toLocaleLowerCase(locale))].filter((segment) => segment.isWordLike);
  // Punctuation right after "you" ends its clause: "you" is the object there.
  const you = (index: number) => {
    const next = words[index + 1];
    const between = next ? text.slice(words[index]!.index + 3, next.index) : '';
    return !next || /[.,!?;:)]/.test(between) || OBJECT_AFTER.test(next.segment) ? 'me' : 'i';
  };
  return words.map((segment, index) => ({
    text: segment.segment === 'you' && locale === 'en' ? you(index) : shift(segment.segment),
    start: segment.index,
    end: segment.index + segment.segment.length,
  }));
}

/** The longest run of a caption's words that is a run of the prompt's: [start in prompt, length, start in caption]. */
function promptRun(caption: Word[], prompt: Word[]): [number, number, number] {
  let best: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < caption.length; i += 1) {
    for (let j = 0; j < prompt.length; j += 1) {
      let length = 0;
      while (i + length < caption.length && j + length < prompt.length && caption[i + length]!.text === prompt[j + length]!.text) length += 1;
      if (length > best[1]) best = [j, length, i];
    }
  }
  return best;
}

/** Why a generation breaks a whole-phrase rule (empty when it keeps them all). */
export function problemsOf(prompt: string, locale: string, count: number, slots: number[], result: { variations: { captions: string[] }[] }): string[] {
  const problems: string[] = [];
  const promptWords = wordsOf(prompt, locale);
  const lowerPrompt = prompt.toLocaleLowerCase(locale);
  if (result.variations.length !== count) problems.push(`${result.variations.length} variations, not ${count}`);
  const seen = new Set<string>();
  result.variations.forEach((variation, index) => {
    if (slots[index] !== undefined && variation.captions.length !== slots[index])
      problems.push(`${variation.captions.length} captions for ${slots[index]} boxes`);
    let topicWords = 0;
    const sayings: string[] = [];
    for (const caption of variation.captions) {
      const said = `"${caption}"`;
      const key = caption
        .toLocaleLowerCase(locale)
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
        .trim();
      if (!key) problems.push(`${said} is empty`);
      const words = wordsOf(caption, locale);
      const [start, length, at] = promptRun(words, promptWords);
      // Labels without the prompt ("Me") may come back; a caption saying the prompt may not.
      // Repeats count across memes; within one, Mocking Spongebob says the first caption again on purpose.
      if (seen.has(key) && (length >= 2 || (length > 0 && length === promptWords.length))) problems.push(`${said} repeated`);
      if (variation.captions.filter((other) => other === caption).length > 1) problems.push(`${said} twice in one meme`);
      sayings.push(key);
      // "my my" is a slip; "lagi-lagi" (ms, id, fil) is grammar.
      const doubled = (word: Word, at: number) =>
        at > 0 && /\p{L}/u.test(word.text) && word.text === words[at - 1]!.text && !/-/.test(caption.slice(words[at - 1]!.end, word.start));
      words.forEach((word, at) => doubled(word, at) && problems.push(`${said} doubles "${word.text}"`));
      topicWords += length;
      // Two words in common can be chance ("when I"); three are the prompt.
      const unspacedRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(promptWords[start]?.text ?? '');
      if (length >= (unspacedRun ? 2 : 3) || (length > 0 && length === promptWords.length)) {
        const end = promptWords[start + length - 1]!;
        const next = promptWords[start + length];
        const between = next ? lowerPrompt.slice(end.end, next.end - next.text.length) : '';
        const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(end.text);
        if (next && !unspaced && !/[\p{P}]/u.test(between) && !BOUNDARY.has(next.text)) problems.push(`${said} cuts the prompt before "${next.text}"`);
        // The caption's quote or bracket closing before that last word ends the topic there (「…」の話).
        const closedBefore = length > 1 && /\p{P}/u.test(caption.slice(words[at + length - 2]!.end, words[at + length - 1]!.start));
        if (DANGLING.has(end.text) && !closedBefore && !(VERB_LAST.has(locale) && AUXILIARIES.has(end.text)))
          problems.push(`${said} ends its topic on "${end.text}"`);
      }
      const foreign = [...caption.replace(/[\p{N}\p{P}\p{S}\s]/gu, '')].filter(
        (char) => !lowerPrompt.includes(char.toLocaleLowerCase(locale)) && !scriptLetterOf(locale).test(char) && /\p{L}/u.test(char),
      );
      if (foreign.length > 0) problems.push(`${said} has letters of another script: ${foreign.join('')}`);
    }
    if (topicWords === 0) problems.push(`variation ${index + 1} does not mention the prompt`);
    for (const saying of sayings) seen.add(saying);
  });
  const frames = result.variations
    .flatMap((v) => v.captions)
    .join('')
    .replace(/[\p{N}\p{P}\p{S}\s]/gu, '');
  if (![...frames].some((char) => scriptLetterOf(locale).test(char) && !lowerPrompt.includes(char.toLocaleLowerCase(locale))) && locale !== 'en')
    problems.push('no words of the language around the topic');
  return problems;
}
