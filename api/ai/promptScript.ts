// What a prompt's letters say about its language before any statistics. Most of our non-Latin
// languages are the only one of ours written in their script (Hangul is Korean, Thai letters are
// Thai), which no n-gram model beats on a few words; the scripts several of them share narrow the
// choice to those (Cyrillic: Russian, Ukrainian or Bulgarian), and a few letters settle it.

/** The languages a prompt can be in, judging by its letters; `letters` counts them. */
export type ScriptVerdict = { script: string; languages: readonly string[]; letters: number };

// Scripts in the order they are tested; one line per script, with our languages written in it.
const SCRIPTS: readonly { script: string; letter: RegExp; languages: readonly string[] }[] = [
  {
    script: 'Latin',
    letter: /\p{Script=Latin}/u,
    languages: ['en', 'es', 'tr', 'pl', 'it', 'de', 'pt', 'fr', 'nl', 'vi', 'id', 'ms', 'fil', 'sv', 'da', 'fi', 'no', 'cs', 'hu', 'ro'],
  },
  { script: 'Hangul', letter: /\p{Script=Hangul}/u, languages: ['ko'] },
  { script: 'Kana', letter: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, languages: ['ja'] },
  { script: 'Han', letter: /\p{Script=Han}/u, languages: ['zh', 'ja'] },
  { script: 'Cyrillic', letter: /\p{Script=Cyrillic}/u, languages: ['ru', 'uk', 'bg'] },
  { script: 'Arabic', letter: /\p{Script=Arabic}/u, languages: ['ar', 'fa', 'ur'] },
  { script: 'Thai', letter: /\p{Script=Thai}/u, languages: ['th'] },
  { script: 'Devanagari', letter: /\p{Script=Devanagari}/u, languages: ['hi'] },
  { script: 'Bengali', letter: /\p{Script=Bengali}/u, languages: ['bn'] },
  { script: 'Telugu', letter: /\p{Script=Telugu}/u, languages: ['te'] },
  { script: 'Greek', letter: /\p{Script=Greek}/u, languages: ['el'] },
  { script: 'Hebrew', letter: /\p{Script=Hebrew}/u, languages: ['he'] },
];

// A CJK character carries about a word, a Latin letter a fifth of one: without a weight, "Wi-Fiが
// 切れた" would count as Latin.
const CJK_WEIGHT = 3;
const CJK = new Set(['Hangul', 'Kana', 'Han']);

// Letters that, within a shared script, only one of our languages uses.
const TELLING_LETTERS: readonly { script: string; letters: RegExp; language: string }[] = [
  { script: 'Cyrillic', letters: /[іїєґ]/iu, language: 'uk' },
  { script: 'Cyrillic', letters: /[ыэё]/iu, language: 'ru' },
  { script: 'Arabic', letters: /[ٹڈڑںےۓ]/u, language: 'ur' },
];

/** The script most of the prompt's letters are in, and which of our languages it allows; undefined without letters. */
export function promptScript(prompt: string): ScriptVerdict | undefined {
  const counts = new Map<string, number>();
  for (const character of prompt) {
    const match = SCRIPTS.find((entry) => entry.letter.test(character));
    if (match) counts.set(match.script, (counts.get(match.script) ?? 0) + 1);
  }
  // Kana next to Han is Japanese written with kanji: the two count together, as Japanese.
  const kana = counts.get('Kana') ?? 0;
  if (kana > 0 && counts.has('Han')) {
    counts.set('Kana', kana + counts.get('Han')!);
    counts.delete('Han');
  }
  let best: { script: string; weight: number } | undefined;
  for (const [script, count] of counts) {
    const weight = count * (CJK.has(script) ? CJK_WEIGHT : 1);
    if (!best || weight > best.weight) best = { script, weight };
  }
  if (!best) return undefined;
  const entry = SCRIPTS.find((candidate) => candidate.script === best.script)!;
  const telling = TELLING_LETTERS.find((rule) => rule.script === entry.script && rule.letters.test(prompt));
  return { script: entry.script, languages: telling ? [telling.language] : entry.languages, letters: counts.get(entry.script)! };
}
