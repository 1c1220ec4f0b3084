// generateMemes with the offline engine (the default): what a user gets for a prompt, what it
// costs, what refused input costs (nothing), and what is stored.
import { describe, expect, it } from 'vitest';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { generationMessages } from '../../../api/services/generation/messages';
import { balanceOf, generate, ledgerOf, signedInUser } from '../../helpers/generation';
import { appOfThisFile } from '../../helpers/testApp';

const app = await appOfThisFile();

describe('Text to Meme', () => {
  it('makes 4 memes for 1 token, each filling every box of a template the engine chose', async () => {
    const { user, cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: '  Monday mornings before coffee  ' });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(result).toMatchObject({ balance: 4, offlineCaptions: true, viewer: { tokens: 4 } });
    expect(result.memes).toHaveLength(4);
    for (const meme of result.memes) {
      const template = getTemplate(meme.templateId)!;
      expect(template.isGif).toBe(false);
      expect(meme.type).toBe('IMAGE');
      expect(meme.captions.map((caption: { slot: string }) => caption.slot)).toEqual(template.textPositions.map((box) => box.id));
      expect(meme.captions.every((caption: { text: string }) => caption.text.length > 0)).toBe(true);
      expect(meme.captions.map((caption: { text: string }) => caption.text).join(' ')).toMatch(/Monday mornings/i);
      expect(meme.originalText).toBe('Monday mornings before coffee');
      expect(meme.description).toContain(template.name);
      expect(meme.uwuText.length).toBeGreaterThan(0);
      expect(meme.imageUrl).toMatch(/^http:\/\/localhost:3000\/media\/memes\/\d+\.png$/);
    }
    expect(await balanceOf(app, user.id)).toBe(4);
    expect(await ledgerOf(app, user.id)).toEqual([{ delta: -1, reason: 'generation', reference: result.generationId, balanceAfter: 4 }]);
  });

  it('writes the same memes for the same prompt and different ones for another prompt', async () => {
    const { cookie } = await signedInUser(app);
    const texts = (result: any) => result.memes.map((meme: any) => [meme.templateId, meme.captions.map((c: any) => c.text)]);
    const first = await generate(app, cookie, { prompt: 'my cat ignoring me' });
    const again = await generate(app, cookie, { prompt: 'my cat ignoring me' });
    const other = await generate(app, cookie, { prompt: 'taxes are due tomorrow' });
    expect(texts(again)).toEqual(texts(first));
    expect(texts(other)).not.toEqual(texts(first));
  });

  it('picks animated templates in GIF mode and marks the memes as GIFs', async () => {
    const { cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'dancing at the office party', gif: true, count: 2 });
    expect(result.memes).toHaveLength(2);
    for (const meme of result.memes) {
      expect(meme.type).toBe('GIF');
      expect(getTemplate(meme.templateId)!.isGif).toBe(true);
      expect(meme.imageUrl).toMatch(/\.gif$/);
    }
  });

  it('costs 1 token whatever the number of variations', async () => {
    const { user, cookie } = await signedInUser(app);
    expect((await generate(app, cookie, { prompt: 'one variation', count: 1 })).memes).toHaveLength(1);
    expect((await generate(app, cookie, { prompt: 'four variations', count: 4 })).memes).toHaveLength(4);
    expect(await balanceOf(app, user.id)).toBe(3);
  });
});

describe('the caption language', () => {
  const texts = (result: any) => result.memes.map((meme: any) => meme.captions.map((caption: any) => caption.text));

  it("is the prompt's, not the interface's, and the payload says which", async () => {
    const { cookie } = await signedInUser(app);
    const inEnglishInterface = await generate(app, cookie, { prompt: 'el lunes por la mañana sin café', locale: 'en-US', count: 2 });
    const inSpanishInterface = await generate(app, cookie, { prompt: 'el lunes por la mañana sin café', locale: 'es', count: 2 });
    expect(inEnglishInterface.captionLanguage).toBe('es');
    expect(texts(inEnglishInterface)).toEqual(texts(inSpanishInterface));
    const english = await generate(app, cookie, { prompt: 'monday morning without coffee', locale: 'es', count: 2 });
    expect(english.captionLanguage).toBe('en');
  });

  it('is the interface language for a prompt too short to tell', async () => {
    const { cookie } = await signedInUser(app);
    expect((await generate(app, cookie, { prompt: 'pizza', locale: 'de-AT', count: 1 })).captionLanguage).toBe('de');
    expect((await generate(app, cookie, { prompt: '😂😂', locale: 'ko', count: 1 })).captionLanguage).toBe('ko');
    expect((await generate(app, cookie, { prompt: 'pizza', count: 1 })).captionLanguage).toBe('en');
  });
});

describe('Template + Prompt', () => {
  it("captions the chosen template's boxes, given by slug or by global id", async () => {
    const { cookie } = await signedInUser(app);
    const bySlug = await generate(app, cookie, { method: 'TEMPLATE', prompt: 'pineapple pizza', templateId: 'drake-hotline-bling' });
    expect(bySlug.memes.length).toBeGreaterThanOrEqual(3);
    for (const meme of bySlug.memes) {
      expect(meme.templateId).toBe('drake-hotline-bling');
      expect(meme.captions.map((c: any) => c.slot)).toEqual(['drake-hotline-bling:text-1', 'drake-hotline-bling:text-2']);
    }
    const globalId = Buffer.from('Template:distracted-boyfriend').toString('base64');
    const byId = await generate(app, cookie, { prompt: 'pineapple pizza', templateId: globalId });
    expect(byId.memes.every((meme: any) => meme.templateId === 'distracted-boyfriend' && meme.captions.length === 3)).toBe(true);
  });
});

describe('refused input spends nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['blank prompt', { prompt: '   ' }, 'EmptyPromptError', generationMessages.emptyPrompt.english],
    ['301 characters', { prompt: 'x'.repeat(301) }, 'PromptTooLongError', generationMessages.promptTooLong.english],
    [
      'template method without a template',
      { method: 'TEMPLATE', prompt: 'hello' },
      'NoImageSelectedError',
      'No image selected: Please select a template or upload an image',
    ],
    [
      'upload method without an image',
      { method: 'UPLOAD', prompt: 'hello' },
      'NoImageSelectedError',
      'No image selected: Please select a template or upload an image',
    ],
    ['unknown template', { prompt: 'hello', templateId: 'no-such-template' }, 'TemplateNotFoundError', 'Template with ID no-such-template not found'],
    ['an upload id of nobody', { prompt: 'hello', uploadId: '1.AAAAAAAAAAAAAAAAAAAAAA' }, 'NoImageSelectedError', generationMessages.uploadNotFound.english],
  ];
  for (const [name, input, typename, message] of cases) {
    it(`${name} → ${typename}`, async () => {
      const { user, cookie } = await signedInUser(app);
      expect(await generate(app, cookie, input)).toMatchObject({ __typename: typename, message });
      expect(await balanceOf(app, user.id)).toBe(5);
      expect(await ledgerOf(app, user.id)).toEqual([]);
      expect(await app.deps.prisma.meme.count({ where: { userId: user.id } })).toBe(0);
    });
  }

  it('accepts exactly 300 characters', async () => {
    const { cookie } = await signedInUser(app);
    expect((await generate(app, cookie, { prompt: `${'y'.repeat(299)}z`, count: 1 })).__typename).toBe('GenerateMemesSuccess');
  });

  it("refuses a user at 0 tokens with the spec's text, charging nothing", async () => {
    const { user, cookie } = await signedInUser(app, 0);
    expect(await generate(app, cookie, { prompt: 'free memes please' })).toEqual({
      __typename: 'NotEnoughTokensError',
      message: 'Not enough tokens: You need at least 1 token to generate a meme',
      messageId: 'GenerationError.notEnoughTokens',
      balance: 0,
    });
    expect(await ledgerOf(app, user.id)).toEqual([]);
  });

  it('refuses a visitor as unauthenticated', async () => {
    const result = await generate(app, undefined, { prompt: 'hello' });
    expect(result.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('the memes afterwards', () => {
  it("are the newest of the viewer's memes connection and render as images", async () => {
    const { cookie } = await signedInUser(app);
    const result = await generate(app, cookie, { prompt: 'the printer is jammed again', count: 2 });
    const { body } = await app.graphql('{ viewer { memes(first: 10) { edges { node { id } } } } }', {}, { cookie });
    expect(body.data.viewer.memes.edges.map((edge: any) => edge.node.id).sort()).toEqual(result.memes.map((meme: any) => meme.id).sort());
    const image = await app.request(result.memes[0].imageUrl, { headers: { cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The share link works without the cookie.
    expect((await app.request(result.memes[0].shareUrl)).status).toBe(200);
  });
});
