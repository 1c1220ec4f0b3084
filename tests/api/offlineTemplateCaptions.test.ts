// The 60 best-known templates get captions written for their picture and box roles in every
// interface language (issue 12, item 4): Drake's first box is the thing rejected, its second the
// thing preferred, in Japanese as in English. Each language's patterns keep the English structure
// (the topic in the same boxes), and real generations through the offline provider use them and
// keep the whole-phrase rules.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../api/ai/languages';
import { createOfflineProvider } from '../../api/ai/offline/engine';
import { phrasesFor } from '../../api/ai/offline/phrases';
import type { Pattern } from '../../api/ai/offline/patterns';
import { templateChoice } from '../../api/services/generation/candidates';
import { getTemplate, templateCatalogue } from '../../api/services/templates/catalogue';
import { problemsOf } from './helpers/captionProblems';

const BEST_KNOWN = 60;
const PLACEHOLDER = /\{(?:topic|Topic|TOPIC|word|mock)\}/g;
const TOPIC = /\{(?:topic|Topic|TOPIC|word|mock)\}/;

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
const topicBoxes = (pattern: Pattern) => pattern.map((line) => TOPIC.test(line));
/** The words a pattern writes around the topic, which a caption made from it contains. */
const frames = (line: string) =>
  line
    .split(PLACEHOLDER)
    .map((part) => part.replace(/[\s.,!?…:;]+$|^[\s.,!?…:;]+/gu, '').trim())
    .filter((part) => part.length > 1);
const madeFrom = (captions: readonly string[], pattern: Pattern) =>
  pattern.length === captions.length &&
  pattern.every((line, box) => frames(line).every((frame) => captions[box]!.toLocaleLowerCase().includes(frame.toLocaleLowerCase())));

describe('captions written for the best-known templates', () => {
  const provider = createOfflineProvider();
  it(`English has them for the ${BEST_KNOWN} most popular real templates, one caption per box`, () => {
    const best = templateCatalogue()
      .filter((entry) => entry.classic)
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, BEST_KNOWN);
    expect(best.filter((entry) => !english[entry.id]).map((entry) => entry.id)).toEqual([]);
    for (const entry of best) {
      for (const pattern of english[entry.id]!) expect(pattern.length, entry.id).toBe(entry.textPositions.length);
    }
    // Drake: the thing rejected, then the thing preferred (the topic).
    expect(english['drake-hotline-bling']![0]).toEqual(['Doing literally anything else', '{Topic}']);
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
    it('keeps the English structure: as many patterns, the topic in the same boxes', () => {
      const own = phrasesFor(locale).templates ?? {};
      const problems: string[] = [];
      let sameAsEnglish = 0;
      let total = 0;
      for (const [id, patterns] of Object.entries(english)) {
        const translated = own[id];
        if (!translated) {
          problems.push(`${id}: missing`);
          continue;
        }
        if (translated.length !== patterns.length) problems.push(`${id}: ${translated.length} patterns, English has ${patterns.length}`);
        translated.forEach((pattern, index) => {
          const model = patterns[index];
          if (!model) return;
          total += 1;
          if (pattern.join('|') === model.join('|')) sameAsEnglish += 1;
          if (pattern.length !== model.length) problems.push(`${id} #${index + 1}: ${pattern.length} captions for ${model.length} boxes`);
          else if (topicBoxes(pattern).join() !== topicBoxes(model).join())
            problems.push(`${id} #${index + 1}: the topic is in other boxes than in English: ${JSON.stringify(pattern)}`);
          for (const line of pattern) {
            if (!line.trim()) problems.push(`${id} #${index + 1}: an empty caption`);
            if (/[{}]/.test(line.replace(PLACEHOLDER, ''))) problems.push(`${id} #${index + 1}: unknown placeholder in "${line}"`);
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
      for (const id of Object.keys(english)) {
        const template = templateChoice(getTemplate(id)!);
        const patterns = own[id] ?? [];
        for (const prompt of PROMPTS[locale]!) {
          const result = await provider.generate({ kind: 'template', prompt, locale, count: 2, template });
          problems.push(
            ...problemsOf(prompt, locale, 2, [template.slots.length, template.slots.length], result).map((problem) => `${id} "${prompt}": ${problem}`),
          );
          for (const variation of result.variations) {
            if (!patterns.some((pattern) => madeFrom(variation.captions, pattern)))
              problems.push(`${id} "${prompt}": ${JSON.stringify(variation.captions)} is not one of its own patterns`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
