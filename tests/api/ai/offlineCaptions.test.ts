// The offline caption engine speaks the interface language (issue 8, item 4): every supported
// language has its own patterns, well formed, and a generation in that language shows none of
// the English ones. Alt text carries no English framing. Whole phrases: offlineCaptionPhrases.test.ts.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionLocale, LANGUAGE_CODES } from '../../../api/ai/languages';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { generate, signedInUser } from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Phrases = { generic: Record<string, string[][]>; roles?: Record<string, string[]> };
const phrases = (code: string) => JSON.parse(readFileSync(new URL(`../../../api/ai/offline/phrases/${code}.json`, import.meta.url), 'utf8')) as Phrases;
const en = phrases('en');
const BOX_COUNTS = ['1', '2', '3', '4'];
const TOPIC = /\{(?:topic|Topic|TOPIC)\}/g;
/** Generic patterns per box count, at least (issue 25: no frame above 3 % of all captions). */
const GENERIC_PATTERNS: Readonly<Record<string, number>> = { 1: 12, 2: 30, 3: 10, 4: 8 };
/** Captions written for each box role, at least (issue 25). */
const ROLE_CAPTIONS = 6;
/** Languages not written in the Latin alphabet: a Latin word there is English left behind. */
const NON_LATIN = ['ko', 'ja', 'zh', 'th', 'ru', 'uk', 'bg', 'el', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'te'];

/** The English frames with the topic taken out: "Me explaining", "to nobody", … */
/** Letters a caption writes itself, its topic aside. */
const letters = (caption: string) => caption.replace(TOPIC, '').replace(/[^\p{L}]/gu, '').length;

const englishFrames = new Set(
  Object.values(en.generic)
    .flat(2)
    .flatMap((caption) => caption.split(TOPIC))
    .map((part) => part.trim())
    .filter((part) => /\p{L}{3,}/u.test(part)),
);

describe('caption patterns of every language', () => {
  for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
    it(`${code} has well-formed patterns of its own`, () => {
      const own = phrases(code);
      const problems: string[] = [];
      for (const boxes of BOX_COUNTS) {
        const patterns = own.generic[boxes] ?? [];
        if (patterns.length < GENERIC_PATTERNS[boxes]!) problems.push(`${boxes} boxes: ${patterns.length} patterns`);
        for (const pattern of patterns) {
          const text = pattern.join(' | ');
          if (pattern.length !== Number(boxes)) problems.push(`${text}: ${pattern.length} captions for ${boxes} boxes`);
          if (!TOPIC.test(text)) problems.push(`${text}: no {topic}`);
          TOPIC.lastIndex = 0;
          for (const placeholder of text.match(/\{[^}]*\}/g) ?? []) {
            if (!['{topic}', '{Topic}', '{TOPIC}'].includes(placeholder)) problems.push(`${text}: unknown ${placeholder}`);
          }
          // A caption with a word or two of its own ("POV:", "{Topic}") may be the same in English.
          for (const caption of pattern) {
            if (letters(caption) >= 4 && en.generic[boxes]!.some((english) => english.includes(caption))) problems.push(`"${caption}" is English`);
          }
          if (NON_LATIN.includes(code) && /\p{Script=Latin}{2,}/u.test(text.replace(TOPIC, ''))) problems.push(`${text}: Latin letters`);
        }
      }
      const roles = own.roles ?? {};
      for (const kind of ['topic', 'rejected', 'me', 'reaction']) {
        const captions = roles[kind] ?? [];
        if (captions.length < ROLE_CAPTIONS) problems.push(`roles.${kind}: ${captions.length} captions`);
        for (const caption of captions) {
          if ((kind === 'topic') !== /\{(?:topic|Topic|TOPIC)\}/.test(caption)) problems.push(`roles.${kind}: "${caption}" and the topic`);
          if (en.roles![kind]!.includes(caption) && letters(caption) >= 4) problems.push(`roles.${kind}: "${caption}" is English`);
          if (NON_LATIN.includes(code) && /\p{Script=Latin}{2,}/u.test(caption.replace(TOPIC, '')))
            problems.push(`roles.${kind}: "${caption}" has Latin letters`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('generating in another language', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  const captionsOf = (result: any): string[] => result.memes.flatMap((meme: any) => meme.captions.map((c: { text: string }) => c.text));
  const leftoverEnglish = (captions: string[], topic: string) =>
    captions
      .flatMap((caption) => caption.split(topic))
      .map((part) => part.trim())
      .filter((part) => englishFrames.has(part) || [...englishFrames].some((frame) => frame.length > 6 && part.includes(frame)));

  for (const { locale, prompt } of [
    { locale: 'ja', prompt: '月曜日の朝' },
    { locale: 'de', prompt: 'Montagmorgen' },
    { locale: 'ar-EG', prompt: 'صباح الاثنين' },
  ]) {
    it(`writes ${locale} captions around the topic, for every method, with no English frame`, async () => {
      const { cookie } = await signedInUser(app, 5, 'polyglot');
      const text = await generate(app, cookie, { prompt, locale });
      const template = await generate(app, cookie, { prompt, locale, method: 'TEMPLATE', templateId: 'drake-hotline-bling' });
      for (const result of [text, template]) {
        expect(result.__typename).toBe('GenerateMemesSuccess');
        const captions = captionsOf(result);
        expect(captions.join(' ')).toContain(prompt);
        expect(leftoverEnglish(captions, prompt)).toEqual([]);
      }
    });
  }

  it('keeps the classics’ own English jokes for English, and describes memes without English framing', async () => {
    const { cookie } = await signedInUser(app, 5, 'classic');
    const result = await generate(app, cookie, { prompt: 'taxes', method: 'TEMPLATE', templateId: 'one-does-not-simply', count: 2 });
    expect(captionsOf(result).join(' | ')).toContain('One does not simply');
    const meme = result.memes[0];
    const name = getTemplate('one-does-not-simply')!.name;
    expect(meme.description).toBe(`${name}: ${meme.captions.map((c: { text: string }) => `“${c.text}”`).join(' / ')}`);
  });

  it('treats unknown and inherited names as English', () => {
    expect(['constructor', 'toString', '__proto__', 'xx-YY', ''].map(captionLocale)).toEqual(['en', 'en', 'en', 'en', 'en']);
    expect(captionLocale('pt-BR')).toBe('pt');
  });
});
