// The 100 best-known templates get captions written for their picture and box roles in every
// interface language (issues 12 and 25): Drake's first box is the thing rejected, its second the
// thing preferred, in Japanese as in English. Each language writes them natively, enough of them
// that four memes of one template never repeat a frame whatever kind of phrase the topic is, and
// real generations through the offline provider use them and keep the whole-phrase rules.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../api/ai/languages';
import { createOfflineProvider } from '../../../api/ai/offline/engine';
import { phrasesFor } from '../../../api/ai/offline/phrases';
import { acceptsKind, PLACEHOLDER } from '../../../api/ai/offline/patternKinds';
import type { Pattern } from '../../../api/ai/offline/patterns';
import { templateChoice } from '../../../api/services/generation/candidates';
import { getTemplate, templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { problemsOf } from '../../helpers/captionProblems';

const BEST_KNOWN = 100;
/** Four memes a generation, each in another of the template's own frames, for any kind of topic. */
const FRAMES_FOR_ANY_TOPIC = 4;

/** A short prompt (kept whole in every box) and a long one with a clause to cut at, per language. */
const PROMPTS: Readonly<Record<string, readonly [string, string]>> = {
  en: ['pineapple pizza', 'my code works on the first try, and nobody on the team believes me'],
  es: ['pizza con piña', 'mi código funciona a la primera, y nadie del equipo me cree'],
  fr: ['la pizza à l’ananas', 'mon code marche du premier coup, et personne dans l’équipe ne me croit'],
  de: ['Pizza mit Ananas', 'mein Code läuft beim ersten Versuch, und niemand im Team glaubt mir'],
  it: ['pizza con ananas', 'il mio codice funziona al primo colpo, e nessuno del team mi crede'],
  pt: ['pizza de abacaxi', 'meu código funciona de primeira, e ninguém da equipe acredita'],
  nl: ['pizza met ananas', 'mijn code werkt in één keer, en niemand in het team gelooft me'],
  pl: ['pizza z ananasem', 'mój kod działa za pierwszym razem, a nikt w zespole mi nie wierzy'],
  ru: ['пицца с ананасом', 'мой код заработал с первого раза, а команда мне не верит'],
  uk: ['піца з ананасом', 'мій код запрацював з першого разу, а команда мені не вірить'],
  ja: ['パイナップルピザ', 'コードが一発で動いたのに、チームの誰も信じてくれない'],
  zh: ['菠萝披萨', '我的代码第一次就跑通了，可是团队里没人相信'],
  ko: ['파인애플 피자', '코드가 한 번에 돌아갔는데, 팀원 아무도 안 믿는다'],
  ar: ['بيتزا الأناناس', 'الكود اشتغل من أول مرة، ولا أحد في الفريق يصدقني'],
  hi: ['अनानास पिज़्ज़ा', 'मेरा कोड पहली बार में चल गया, और टीम में कोई यकीन नहीं करता'],
  tr: ['ananaslı pizza', 'kodum ilk denemede çalıştı, ve ekipte kimse inanmıyor'],
  vi: ['pizza dứa', 'code của tôi chạy ngay lần đầu, và cả nhóm không ai tin'],
  th: ['พิซซ่าสับปะรด', 'โค้ดรันผ่านตั้งแต่ครั้งแรก แต่ไม่มีใครในทีมเชื่อเลย'],
  id: ['pizza nanas', 'kodeku jalan di percobaan pertama, dan tidak ada yang percaya'],
  ms: ['piza nanas', 'kod saya berjalan pada cubaan pertama, dan tiada siapa percaya'],
  fil: ['pizza na may pinya', 'gumana agad ang code ko, at walang naniniwala sa team'],
  sv: ['ananaspizza', 'min kod fungerade på första försöket, och ingen i teamet tror mig'],
  da: ['ananaspizza', 'min kode virkede i første forsøg, og ingen på holdet tror mig'],
  no: ['ananaspizza', 'koden min virket på første forsøk, og ingen på laget tror meg'],
  fi: ['ananaspizza', 'koodini toimi heti ensimmäisellä kerralla, eikä kukaan tiimissä usko'],
  cs: ['pizza s ananasem', 'můj kód fungoval napoprvé, a nikdo v týmu mi nevěří'],
  hu: ['ananászos pizza', 'a kódom elsőre lefutott, és senki sem hiszi el a csapatban'],
  ro: ['pizza cu ananas', 'codul meu a mers din prima, și nimeni din echipă nu mă crede'],
  el: ['πίτσα με ανανά', 'ο κώδικάς μου έτρεξε με την πρώτη, και κανείς στην ομάδα δεν με πιστεύει'],
  he: ['פיצה עם אננס', 'הקוד שלי עבד בפעם הראשונה, ואף אחד בצוות לא מאמין לי'],
  fa: ['پیتزا آناناس', 'کدم همان بار اول اجرا شد، و هیچ‌کس در تیم باور نمی‌کند'],
  ur: ['انناس پیزا', 'میرا کوڈ پہلی بار میں چل گیا، اور ٹیم میں کوئی یقین نہیں کرتا'],
  bn: ['আনারস পিৎজা', 'আমার কোড প্রথমবারেই চলল, আর দলের কেউ বিশ্বাস করে না'],
  te: ['పైనాపిల్ పిజ్జా', 'నా కోడ్ మొదటిసారే పని చేసింది, కానీ టీమ్‌లో ఎవరూ నమ్మడం లేదు'],
  bg: ['пица с ананас', 'кодът ми проработи от първия път, а никой в екипа не ми вярва'],
};

const english = phrasesFor('en').templates ?? {};
const best = templateCatalogue()
  .filter((entry) => entry.classic)
  .sort((a, b) => b.popularity - a.popularity)
  .slice(0, BEST_KNOWN);
/** Languages not written in the Latin alphabet: a lower-case Latin word there is English left behind. */
const NON_LATIN = ['ko', 'ja', 'zh', 'th', 'ru', 'uk', 'bg', 'el', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'te'];
/** The words a pattern writes around the topic, which a caption made from it contains. */
const frames = (line: string) =>
  line
    .split(PLACEHOLDER)
    .filter((_, index) => index % 2 === 0)
    .map((part) => part.replace(/[\s.,!?…:;]+$|^[\s.,!?…:;]+/gu, '').trim())
    .filter((part) => part.length > 1);
/** Made from `pattern`, allowing for the word before a placeholder joined with the topic (de + le → du). */
const madeFrom = (captions: readonly string[], pattern: Pattern) =>
  pattern.length === captions.length &&
  pattern.every((line, box) =>
    frames(line).every((frame) => {
      const caption = captions[box]!.toLocaleLowerCase();
      const text = frame.toLocaleLowerCase();
      return caption.includes(text) || caption.includes(text.replace(/\s*\S+$/u, ''));
    }),
  );

describe('captions written for the best-known templates', () => {
  const provider = createOfflineProvider();
  it(`English has them for the ${BEST_KNOWN} most popular real templates, one caption per box`, () => {
    expect(best.filter((entry) => !english[entry.id]).map((entry) => entry.id)).toEqual([]);
    for (const entry of best) {
      for (const pattern of english[entry.id]!) expect(pattern.length, entry.id).toBe(entry.textPositions.length);
    }
  });

  it("gives a variant that keeps its original's boxes (often the GIF take) the original's captions", async () => {
    const variants = templateCatalogue()
      .filter((entry) => !entry.classic && english[entry.pictureOf])
      .map(templateChoice)
      .filter((choice) => choice.captionsOf);
    expect(variants.some((choice) => choice.isGif)).toBe(true);
    const problems: string[] = [];
    for (const variant of variants.slice(0, 80)) {
      const result = await provider.generate({ kind: 'template', prompt: 'pineapple pizza', locale: 'en', count: 1, template: variant });
      const captions = result.variations[0]!.captions;
      if (!english[variant.captionsOf!]!.some((pattern) => madeFrom(captions, pattern))) problems.push(`${variant.id}: ${JSON.stringify(captions)}`);
    }
    expect(problems).toEqual([]);
  });

  it('every language has a prompt pair here', () => {
    expect(Object.keys(PROMPTS).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(LANGUAGE_CODES.map((code) => [code]))('in %s', (locale) => {
    it('has enough well-formed frames of its own for each of them', () => {
      const own = phrasesFor(locale).templates ?? {};
      const problems: string[] = [];
      let sameAsEnglish = 0;
      let total = 0;
      for (const entry of best) {
        const patterns = own[entry.id] ?? [];
        const forAnyTopic = patterns.filter((pattern) => acceptsKind(pattern, 'unknown')).length;
        if (forAnyTopic < FRAMES_FOR_ANY_TOPIC) problems.push(`${entry.id}: ${forAnyTopic} frames for any topic`);
        patterns.forEach((pattern, index) => {
          total += 1;
          if (locale !== 'en' && english[entry.id]?.some((model) => model.join('|') === pattern.join('|'))) sameAsEnglish += 1;
          if (pattern.length !== entry.textPositions.length)
            problems.push(`${entry.id} #${index + 1}: ${pattern.length} captions for ${entry.textPositions.length} boxes`);
          for (const line of pattern) {
            if (!line.trim()) problems.push(`${entry.id} #${index + 1}: an empty caption`);
            if (/[{}]/.test(line.replace(PLACEHOLDER, ''))) problems.push(`${entry.id} #${index + 1}: unknown placeholder in "${line}"`);
            if (NON_LATIN.includes(locale) && /\b\p{Script=Latin}*[a-z]\p{Script=Latin}{2,}/u.test(line.replace(PLACEHOLDER, '')))
              problems.push(`${entry.id} #${index + 1}: Latin words in "${line}"`);
          }
        });
      }
      expect(problems).toEqual([]);
      // A few lines are the same everywhere ("{Topic}", "wow"); a whole file of English is not a translation.
      if (locale !== 'en') expect(sameAsEnglish / total).toBeLessThan(0.1);
    });

    it('generations on each of them use its own patterns and keep the whole-phrase rules', async () => {
      const own = phrasesFor(locale).templates ?? {};
      const problems: string[] = [];
      for (const entry of best) {
        const template = templateChoice(getTemplate(entry.id)!);
        const patterns = own[entry.id] ?? [];
        for (const prompt of PROMPTS[locale]!) {
          const result = await provider.generate({ kind: 'template', prompt, locale, count: 2, template });
          problems.push(
            ...problemsOf(prompt, locale, 2, [template.slots.length, template.slots.length], result).map((problem) => `${entry.id} "${prompt}": ${problem}`),
          );
          for (const variation of result.variations) {
            if (!patterns.some((pattern) => madeFrom(variation.captions, pattern)))
              problems.push(`${entry.id} "${prompt}": ${JSON.stringify(variation.captions)} is not one of its own patterns`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
