// Text to Meme picks real templates that fit the prompt (issue 12): ranked by what each meme means,
// one per family, the original never behind a padding variant, animated takes in GIF mode; and what
// a user gets through generateMemes with the offline engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../../api/ai/offline/engine';
import { phrasesFor } from '../../../api/ai/offline/phrases';
import { CANDIDATE_LIMITS, templateChoice, textCandidates } from '../../../api/services/generation/candidates';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { realTemplatesFitting } from '../../../api/templates/search/meaning';
import { generate, signedInUser } from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/** Everyday prompts and the real templates a meme maker would reach for. */
const EVERYDAY: readonly [string, readonly string[]][] = [
  ['when my code works on the first try', ['success-kid', 'success-kid-original', 'third-world-success-kid']],
  ['choosing between sleep and one more episode', ['two-buttons', 'drake-hotline-bling', 'two-paths', 'yall-got-any-more-of-that']],
  [
    'me pretending to work while the boss walks by',
    ['hide-the-pain-harold', 'this-is-fine', 'monkey-puppet', 'boardroom-meeting-suggestion', 'that-would-be-great'],
  ],
  ['my cat knocking everything off the table', ['disaster-girl', 'woman-yelling-at-cat', 'grumpy-cat', 'this-is-fine']],
  ['monday morning meetings', ['hide-the-pain-harold', 'boardroom-meeting-suggestion', 'grumpy-cat', 'that-would-be-great']],
  ['when the pizza arrives', ['yall-got-any-more-of-that', 'heavy-breathing-cat', 'shut-up-and-take-my-money-fry', 'success-kid']],
  ['procrastinating before exams', ['distracted-boyfriend', 'uno-draw-25-cards', 'panik-kalm-panik', 'this-is-fine']],
  ['my plants dying again', ['this-is-fine', 'guess-ill-die', '0-days-without-lenny-simpsons']],
  ['gym on january first vs february', ['buff-doge-vs-cheems']],
  [
    'ignoring my responsibilities to play video games',
    ['distracted-boyfriend', 'mother-ignoring-kid-drowning-in-a-pool', 'uno-draw-25-cards', 'sleeping-shaq'],
  ],
];

describe('textCandidates', () => {
  it('puts a real template that fits first for at least 9 of 10 everyday prompts', () => {
    const firsts = EVERYDAY.map(([prompt]) => textCandidates(prompt, false)[0]!);
    expect(firsts.filter((template) => template.classic).length).toBeGreaterThanOrEqual(9);
    const fitting = EVERYDAY.filter(([prompt, fits], index) => fits.includes(firsts[index]!.id) && realTemplatesFitting(prompt)[0]!.id === firsts[index]!.id);
    expect(fitting.map(([prompt]) => prompt).length, firsts.map((template) => template.id).join(', ')).toBeGreaterThanOrEqual(9);
  });

  it('offers real templates only, one per family, and always a full choice', () => {
    for (const prompt of [...EVERYDAY.map(([text]) => text), 'xqzv blorp', 'cuando mi código funciona a la primera', 'drake']) {
      const candidates = textCandidates(prompt, false);
      expect(candidates).toHaveLength(CANDIDATE_LIMITS.total);
      expect(candidates.every((template) => template.classic && !template.isGif)).toBe(true);
      expect(new Set(candidates.map((template) => template.pictureOf)).size).toBe(candidates.length);
    }
    expect(textCandidates('drake', false)[0]!.id).toBe('drake-hotline-bling');
    // A prompt that fits nothing still gets well-known templates, not the same list for every prompt.
    expect(textCandidates('xqzv blorp', false).map((template) => template.id)).not.toEqual(textCandidates('plok wreet', false).map((template) => template.id));
  });

  it('offers the animated take of the same real templates in GIF mode, a full choice even where the latest have none', () => {
    const hasTake = (id: string) => getTemplate(`${id}-animated`)?.isGif === true;
    for (const [prompt] of EVERYDAY) {
      const stills = textCandidates(prompt, false);
      const gifs = textCandidates(prompt, true);
      expect(gifs).toHaveLength(CANDIDATE_LIMITS.total);
      expect(gifs.every((template) => template.isGif && getTemplate(template.pictureOf)?.classic === true)).toBe(true);
      // The best fits come first in both modes: those with an animated take, in the same order.
      const fitting = stills
        .slice(0, CANDIDATE_LIMITS.fromSearch)
        .map((template) => template.id)
        .filter(hasTake);
      expect(gifs.slice(0, fitting.length).map((template) => template.pictureOf)).toEqual(fitting);
    }
    // 'First Try!' (from memegen, no animated take) fits first as a still, and is passed over for GIFs.
    expect(textCandidates('when my code works on the first try', false)[0]!.id).toBe('first-try');
    expect(textCandidates('when my code works on the first try', true).some((template) => template.pictureOf === 'first-try')).toBe(false);
  });
});

describe('textCandidates, cards first', () => {
  it('offers cards (the real memes), never a copy of one nor a variant, for prompts that name them', () => {
    for (const prompt of ['success kid meme when my code works', 'drake meme about tea vs coffee', ...EVERYDAY.map(([text]) => text)]) {
      const candidates = textCandidates(prompt, false);
      expect(candidates.every((template) => template.foldsInto === template.id)).toBe(true);
      expect(candidates.map((template) => template.id)).not.toContain('success-kid-original');
      expect(candidates.map((template) => template.id)).not.toContain('drake-blank');
    }
    expect(textCandidates('success kid meme when my code works', false).map((template) => template.id)).toContain('success-kid');
  });

  it("takes a layout of a card only where it fits better: the card's animated layout for a GIF, its three-box layout for three captions", () => {
    const gifs = textCandidates('drake meme about tea vs coffee', true);
    expect(gifs[0]!.id).toBe('drake-hotline-bling-animated');
    expect(gifs.every((template) => template.isGif && getTemplate(template.foldsInto)!.foldsInto === template.foldsInto)).toBe(true);
    // Drake has two boxes; a prompt spelling out three captions gets a Drake layout with three.
    const three = textCandidates('drake meme: tea / coffee / energy drinks', false);
    expect(three[0]!.foldsInto).toBe('drake-hotline-bling');
    expect(three[0]!.id).not.toBe('drake-hotline-bling');
    expect(three[0]!.textPositions).toHaveLength(3);
    expect(three[0]!.isGif).toBe(false);
    // Two captions fit Drake itself.
    expect(textCandidates('drake meme: tea / coffee', false)[0]!.id).toBe('drake-hotline-bling');
  });
});

describe('the offline engine', () => {
  it('gives the first meme the best-fitting candidate whose joke it has written, and uses each once', async () => {
    const provider = createOfflineProvider();
    const written = phrasesFor('en').templates ?? {};
    for (const [prompt] of EVERYDAY) {
      const candidates = textCandidates(prompt, false).map(templateChoice);
      const { variations } = await provider.generate({ kind: 'text', prompt, locale: 'en', count: 4, candidates });
      // Among the six best fits, a template with frames of its own beats one it could only fill generically.
      const best = candidates.slice(0, 6);
      const expected = best.find((candidate) => written[candidate.captionsOf ?? candidate.id]) ?? best[0]!;
      expect(variations[0]!.templateId).toBe(expected.id);
      expect(new Set(variations.map((variation) => variation.templateId)).size).toBe(variations.length);
    }
  });
});

describe('Text to Meme through generateMemes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it('makes memes on real templates, the best fit first; GIF mode on their animated takes', async () => {
    const { cookie } = await signedInUser(app, 20);
    let fitting = 0;
    for (const [prompt, fits] of EVERYDAY) {
      const result = await generate(app, cookie, { prompt, count: 2 });
      expect(result.__typename).toBe('GenerateMemesSuccess');
      const templates = result.memes.map((meme: { templateId: string }) => getTemplate(meme.templateId)!);
      expect(templates.every((template: { classic: boolean }) => template.classic)).toBe(true);
      if (fits.includes(templates[0]!.id)) fitting += 1;
    }
    expect(fitting).toBeGreaterThanOrEqual(9);
    const gif = await generate(app, cookie, { prompt: 'gym on january first vs february', gif: true, count: 2 });
    expect(gif.__typename).toBe('GenerateMemesSuccess');
    for (const meme of gif.memes) {
      const template = getTemplate(meme.templateId)!;
      expect(template.isGif).toBe(true);
      expect(getTemplate(template.pictureOf)?.classic).toBe(true);
    }
    expect(getTemplate(gif.memes[0].templateId)!.pictureOf).toBe('buff-doge-vs-cheems');
  });

  it('says when a meme is on a layout rather than the card: its template names the card it is a layout of', async () => {
    const { cookie } = await signedInUser(app, 20);
    const result = await generate(app, cookie, { prompt: 'gym on january first vs february', gif: true, count: 1 });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    const { body } = await app.graphql<{ node: { template: { name: string; isGif: boolean; card: { slug: string; name: string } } } }>(
      'query ($id: ID!) { node(id: $id) { ... on Meme { template { name isGif card { slug name } } } } }',
      { id: result.memes[0].id },
      { cookie },
    );
    const template = body.data!.node.template;
    expect(template.isGif).toBe(true);
    expect(template.card.slug).toBe('buff-doge-vs-cheems');
    expect(template.name).toBe(`${template.card.name} Animated`);
  });
});
