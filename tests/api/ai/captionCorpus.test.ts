// Captions a person would share (issue 25): every prompt of an everyday corpus (111 prompts, 39 not
// in English, some typed under another interface language) through the real offline provider, in
// Text to Meme and in Template + Prompt on the best-known templates. A reader's checks: the captions
// are in the prompt's language, contractions are made (no "de le", "a o", "de el", "di il"), no
// finite clause lands after a preposition, no frame comes twice in one generation nor above 3 % of
// all captions, and the best-known templates speak in their own format.
import { describe, expect, it } from 'vitest';
import { clauseWords } from '../../../api/ai/offline/clauses';
import { createOfflineProvider } from '../../../api/ai/offline/engine';
import { detectPromptLanguage } from '../../../api/ai/promptLanguage';
import { analyseTopic } from '../../../api/ai/offline/topic';
import type { CaptionResult, TemplateChoice } from '../../../api/ai/types';
import { templateChoice, textCandidates } from '../../../api/services/generation/candidates';
import { byPopularity, templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import corpus from '../../data/captionCorpus.json';
import { frameOf, type Frame } from '../../helpers/captionFrames';

type Entry = { prompt: string; ui: string; lang: string; kind?: string };
const PROMPTS = corpus.prompts as Entry[];
const TOP = byPopularity(templateCatalogue().filter((entry) => entry.classic))
  .slice(0, 100)
  .map(templateChoice);

/** Written contractions each language requires at a preposition + article seam. */
const UNCONTRACTED: Readonly<Record<string, RegExp>> = {
  fr: /(?:^|\s)(?:de|à) (?:le|les)\s/iu,
  pt: /(?:^|\s)(?:de|em|por) (?:o|os|a|as)\s|(?:^|\s)a o\s/iu,
  es: /(?:^|\s)(?:de|a) el\s/iu,
  it: /(?:^|\s)(?:di|a|da|in|su) (?:il|lo|la|i|gli|le)\s/iu,
  de: /(?:^|\s)(?:zu|von|bei) dem\s/iu,
};

type Generated = { entry: Entry; templates: (TemplateChoice | undefined)[]; result: CaptionResult; mode: string };

const provider = createOfflineProvider();

async function generateAll(): Promise<Generated[]> {
  const generated: Generated[] = [];
  for (const [index, entry] of PROMPTS.entries()) {
    // As the generation service does: the captions' language is the prompt's.
    const locale = detectPromptLanguage(entry.prompt, entry.ui).language;
    const candidates = textCandidates(entry.prompt, false).map(templateChoice);
    const text = await provider.generate({ kind: 'text', prompt: entry.prompt, locale, count: 4, candidates });
    generated.push({ entry, mode: 'text', result: text, templates: text.variations.map((v) => candidates.find((c) => c.id === v.templateId)) });
    // Each prompt also on three of the best-known templates, in turn, so all 100 are tried.
    for (const template of [0, 37, 71].map((offset) => TOP[(index + offset) % TOP.length]!)) {
      const result = await provider.generate({ kind: 'template', prompt: entry.prompt, locale, count: 4, template });
      generated.push({ entry, mode: template.id, result, templates: result.variations.map(() => template) });
    }
  }
  return generated;
}

describe('the caption corpus', async () => {
  const generated = await generateAll();
  const frames = generated.flatMap(({ entry, result, templates }) =>
    result.variations.map((variation, index) => ({
      entry,
      variation,
      frame: frameOf(entry.lang, templates[index]?.captionsOf ?? templates[index]?.id ?? null, variation.captions),
    })),
  );

  it('has the corpus the issue asks for', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(100);
    expect(PROMPTS.filter((entry) => entry.lang !== 'en').length).toBeGreaterThanOrEqual(25);
    expect(PROMPTS.filter((entry) => entry.lang !== entry.ui).length).toBeGreaterThanOrEqual(5);
  });

  it('writes in the language of the prompt, whatever the interface’s', () => {
    const wrong = PROMPTS.filter((entry) => detectPromptLanguage(entry.prompt, entry.ui).language !== entry.lang).map(
      (entry) => `"${entry.prompt}" under ${entry.ui}: ${detectPromptLanguage(entry.prompt, entry.ui).language}, not ${entry.lang}`,
    );
    expect(wrong).toEqual([]);
  });

  it('reads each prompt as the kind of phrase it is', () => {
    const wrong = PROMPTS.filter((entry) => entry.kind && analyseTopic(entry.prompt, entry.lang).kind !== entry.kind).map(
      (entry) => `${entry.lang} "${entry.prompt}": ${analyseTopic(entry.prompt, entry.lang).kind}, not ${entry.kind}`,
    );
    expect(wrong).toEqual([]);
  });

  it('writes every meme in a frame of the prompt’s language', () => {
    const foreign = frames.filter(({ frame }) => !frame).map(({ entry, variation }) => `${entry.lang} "${entry.prompt}": ${variation.captions.join(' | ')}`);
    expect(foreign).toEqual([]);
  });

  it('makes each language’s contractions', () => {
    const slips = frames.flatMap(({ entry, variation }) =>
      variation.captions.filter((caption) => UNCONTRACTED[entry.lang]?.test(` ${caption} `)).map((caption) => `${entry.lang}: ${caption}`),
    );
    expect(slips).toEqual([]);
  });

  it('puts each side of a comparison or a short choice in a box of its own ("pizza or sushi tonight")', () => {
    const comparisons = generated.filter(({ entry, mode }) => mode === 'text' && entry.kind === 'comparison');
    expect(comparisons.map(({ entry }) => entry.prompt)).toEqual(expect.arrayContaining(['cats vs dogs', 'pizza or sushi tonight', 'Kaffee oder Tee']));
    const unsaid = comparisons.filter(({ entry, result }) => {
      const [a, b] = analyseTopic(entry.prompt, entry.lang).sides!.map((side) => side.toLocaleLowerCase());
      return !result.variations.some(({ captions }) => {
        const lower = captions.map((caption) => caption.toLocaleLowerCase());
        const atA = lower.findIndex((caption) => caption.includes(a!));
        return atA >= 0 && lower.some((caption, index) => index !== atA && caption.includes(b!));
      });
    });
    expect(unsaid.map(({ entry }) => entry.prompt)).toEqual([]);
  });

  it("says the line of Aaaaand It's Gone when money vanishes, and of Too Damn High when it costs too much, in the prompt's language", async () => {
    for (const [prompt, locale, template, line] of [
      ['my paycheck disappearing the day it arrives', 'en', 'aaaaand-its-gone', /^Aaaaand it's gone$/],
      ['mi sueldo desapareció en dos días', 'es', 'aaaaand-its-gone', /^Yyyyy (?:se fue|ya no está)$/],
      ['rent prices in this city', 'en', 'too-damn-high', /too damn high!$/i],
      ['cuando la cuenta de la luz llega más cara que nunca', 'es', 'too-damn-high', /caro|nubes/],
    ] as const) {
      const candidates = textCandidates(prompt, false).map(templateChoice);
      const { variations } = await provider.generate({ kind: 'text', prompt, locale, count: 4, candidates });
      expect(variations[0]!.templateId, prompt).toBe(template);
      expect(variations[0]!.captions[1], prompt).toMatch(line);
    }
  });

  it('cuts a long topic where a phrase ends, never after half of one', () => {
    const cut = (prompt: string, locale: string, columns: number) => analyseTopic(prompt, locale).fit(columns);
    // Not "… au lieu" (au lieu de), not "mon colis est toujours" (still what?).
    expect(cut('je regarde des vidéos au lieu de travailler', 'fr', 30)).toBe('je regarde des vidéos');
    expect(cut('mon colis est toujours en transit depuis deux semaines', 'fr', 40)).toBe('mon colis est toujours en transit');
    expect(cut('mi paquete sigue en tránsito desde hace dos semanas', 'es', 30)).toBe('mi paquete sigue en tránsito');
    // Not "Mein Gehalt war": a German main clause's verb needs the rest (the whole phrase, smaller).
    expect(cut('mein Gehalt war nach zwei Tagen weg', 'de', 25)).toBe('mein Gehalt war nach zwei Tagen weg');
  });

  it('never puts a finite clause after a preposition', () => {
    const slips: string[] = [];
    for (const { entry, variation } of frames) {
      const topic = analyseTopic(entry.prompt, entry.lang);
      if (topic.kind !== 'clause') continue;
      const prepositions = clauseWords(entry.lang).phrase;
      const opening = topic.whole.split(' ').slice(0, 2).join(' ').toLocaleLowerCase();
      for (const caption of variation.captions) {
        const at = caption.toLocaleLowerCase().indexOf(opening);
        const before = at > 0 ? caption.slice(0, at).trim().split(/\s+/).at(-1)!.toLocaleLowerCase() : '';
        if (prepositions.has(before)) slips.push(`${entry.lang}: ${caption}`);
      }
    }
    expect(slips).toEqual([]);
  });

  it('uses no frame twice in one generation', () => {
    const repeats = generated.flatMap(({ entry, result, templates, mode }) => {
      const keys = result.variations.map(
        (variation, index) => frameOf(entry.lang, templates[index]?.captionsOf ?? templates[index]?.id ?? null, variation.captions)?.key,
      );
      return keys.filter((key, index) => key && keys.indexOf(key) !== index).map((key) => `${mode} "${entry.prompt}": ${key}`);
    });
    expect(repeats).toEqual([]);
  });

  it('uses no frame for more than 3 % of all captions', () => {
    const counts = new Map<string, number>();
    for (const { frame } of frames) if (frame) counts.set(frame.key, (counts.get(frame.key) ?? 0) + 1);
    const overused = [...counts]
      .filter(([, count]) => count / frames.length > 0.03)
      .map(([key, count]) => `${key}: ${((100 * count) / frames.length).toFixed(1)} %`);
    expect(overused).toEqual([]);
  });

  it('gives the best-known templates their own format', () => {
    const notOwn = frames
      .filter(({ frame }) => frame && frame.source !== 'own')
      .map(({ entry, variation, frame }) => ({ entry, variation, frame: frame as Frame }))
      .filter(({ variation }) => TOP.some((template) => template.id === variation.templateId))
      .map(({ entry, variation, frame }) => `${entry.lang} ${variation.templateId} "${entry.prompt}": ${frame.source} ${variation.captions.join(' | ')}`);
    expect(notOwn).toEqual([]);
  });
});
