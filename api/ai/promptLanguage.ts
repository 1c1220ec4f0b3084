// Which language a meme's captions are written in: the prompt's own, so a Spanish prompt typed in
// an English interface gets Spanish captions. The script settles most languages alone (see
// ./promptScript.ts); a trigram model ranks the languages that share one (Latin, Cyrillic, Arabic);
// the interface language decides whatever is too short or too close to call ("pizza", "gym", 😂).
import { eld } from 'eld/extrasmall';
import { captionLocale } from './languages';
import { promptScript } from './promptScript';
import { closeGroupOf, toldByWords } from './tellingWords';

/** The caption language and whether the prompt itself showed it (false: the interface decided, or a guess). */
export type PromptLanguage = { language: string; confident: boolean };

/** Our languages among `languages`, likeliest first, each with a score in [0, 1] (1 for the likeliest). */
export type LanguageRanker = (text: string, languages: readonly string[]) => readonly { language: string; score: number }[];

// Fewer words than this say too little about a language shared by a script: "gym", "ok boomer".
const MIN_WORDS = 3;
// A runner-up scoring at least this share of the best is too close to call: the interface decides
// between the two when it is one of them (Danish and Norwegian, Malay and Indonesian).
const TIE_SHARE = 0.97;
// The best must lead the runner-up by this share to be called confident.
const CONFIDENT_SHARE = 0.95;
// Languages scoring at least this share of the best are contenders whose telling words count: for
// "diet mula esok je" eld ranks Filipino and Czech first and Malay third, at 0.91.
const CONTENDER_SHARE = 0.85;
// In a prompt this short the trigrams are few: an interface language scoring a contender's share
// of the best decides ("fixing bugs at 3 AM" scores Filipino 1, English 0.95).
const SHORT_PROMPT_WORDS = 6;
// In three words the trigrams are fewer still: "té o café" scores Czech 1, Portuguese 0.88 and
// Spanish 0.74, so a Spanish interface decides down to this share.
const THREE_WORD_SHARE = 0.7;
// "vs" says nothing of a language ("cats vs dogs" would be Dutch).
const LANGUAGE_NEUTRAL = /^(?:vs\.?|versus|v\.?)$/i;
// Chinese characters alone, this many or more, are a Chinese sentence: Japanese ones come with kana.
const MIN_HAN_SENTENCE = 4;

/** The detector over `rank`; `detectPromptLanguage` below is the one the product uses. */
export function promptLanguageDetector(rank: LanguageRanker): (prompt: string, interfaceLocale: string) => PromptLanguage {
  return (prompt, interfaceLocale) => {
    const fallback = captionLocale(interfaceLocale);
    const verdict = promptScript(prompt);
    if (!verdict) return { language: fallback, confident: false };
    const [only, ...others] = verdict.languages;
    if (only && others.length === 0) return { language: only, confident: true };
    if (verdict.script === 'Han') {
      if (verdict.letters >= MIN_HAN_SENTENCE) return { language: 'zh', confident: true };
      // A word or two in kanji ("猫") is Japanese as well as Chinese.
      return { language: verdict.languages.includes(fallback) ? fallback : 'zh', confident: false };
    }

    const kept = prompt.split(/\s+/).filter((word) => /\p{L}/u.test(word) && !LANGUAGE_NEUTRAL.test(word));
    const words = kept.length;
    if (words < MIN_WORDS) {
      // A word or two in Latin letters is as often a loanword or a name ("pizza", "netflix") as a
      // language; in another script it is the script's most spoken language unless the interface is one of them.
      if (verdict.languages.includes(fallback) || verdict.script === 'Latin') return { language: fallback, confident: false };
      return { language: verdict.languages[0]!, confident: false };
    }
    const ranked = rank(kept.join(' '), verdict.languages);
    const [best, second] = ranked;
    if (!best) return { language: verdict.languages.includes(fallback) ? fallback : verdict.languages[0]!, confident: false };
    const told = toldByWords(
      prompt,
      ranked.filter((entry) => entry.score >= best.score * CONTENDER_SHARE).map((entry) => entry.language),
    );
    if (told) return { language: told, confident: true };
    const group = closeGroupOf(best.language);
    const interfaceScore = ranked.find((entry) => entry.language === fallback)?.score ?? 0;
    const tieShare = words <= MIN_WORDS ? THREE_WORD_SHARE : words < SHORT_PROMPT_WORDS ? CONTENDER_SHARE : TIE_SHARE;
    const tie = best.language !== fallback && (group?.languages.includes(fallback) || interfaceScore >= best.score * tieShare);
    if (tie) return { language: fallback, confident: false };
    if (group) return { language: group.unsettled, confident: false };
    // Three words the trigrams cannot tell apart ("pizza o tacos": Italian 1, Portuguese 0.86) are
    // no language's: the interface's, rather than a guess between two others.
    if (words <= MIN_WORDS && second && second.score >= best.score * CONTENDER_SHARE) return { language: fallback, confident: false };
    return { language: best.language, confident: !second || second.score < best.score * CONFIDENT_SHARE };
  };
}

// eld says `tl` for Filipino; instances keep one language subset each (one per shared script).
const ELD_CODES: Readonly<Record<string, string>> = { fil: 'tl' };
const FROM_ELD: Readonly<Record<string, string>> = { tl: 'fil' };
const eldBySubset = new Map<string, ReturnType<typeof eld.newInstance>>();

/** eld's ranking, restricted to `languages` (Indonesian, which it lacks, comes out as Malay). */
export const rankWithEld: LanguageRanker = (text, languages) => {
  const key = languages.join();
  let detector = eldBySubset.get(key);
  if (!detector) {
    detector = eld.newInstance();
    detector.setLanguageSubset(languages.map((language) => ELD_CODES[language] ?? language));
    eldBySubset.set(key, detector);
  }
  const scores = Object.entries(detector.detect(text).getScores())
    .map(([code, score]) => ({ language: FROM_ELD[code] ?? code, score }))
    .filter((entry) => languages.includes(entry.language))
    .sort((a, b) => b.score - a.score);
  const top = scores[0]?.score ?? 0;
  return top > 0 ? scores.map((entry) => ({ language: entry.language, score: entry.score / top })) : [];
};

/** The language a meme's captions should be written in, for `prompt` typed in an interface in `interfaceLocale`. */
export const detectPromptLanguage = promptLanguageDetector(rankWithEld);
