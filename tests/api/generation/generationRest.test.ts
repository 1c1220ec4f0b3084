// The spec's generation calls (section 7) as an old client makes them: the three shapes of
// POST /api/generate-captions, POST /api/use-token (never a second charge), GET /api/memes/user,
// and the statuses 400, 401, 402, 413.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../api/services/uploads/uploads';
import { balanceOf, dataUrl, ledgerOf, pngBytes, signedInUser } from '../../helpers/generation';
import { postJson } from '../../helpers/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const post = (path: string, body: unknown, cookie?: string) => postJson(app, path, body, { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) });

describe('POST /api/generate-captions', () => {
  it('simple: prompt and count give a list of captions, for 1 token', async () => {
    const { user, cookie } = await signedInUser(app);
    const response = await post('/api/generate-captions', { prompt: 'office coffee machine', count: 4 }, cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.captions).toHaveLength(4);
    expect(body.captions.every((caption: unknown) => typeof caption === 'string' && caption.length > 0)).toBe(true);
    expect(body.tokens).toBe(4);
    expect(await balanceOf(app, user.id)).toBe(4);
  });

  it('template flow: the template identity gives caption strings for it', async () => {
    const { cookie } = await signedInUser(app);
    const response = await post('/api/generate-captions', { prompt: 'remote work', template: { id: 'this-is-fine', name: 'This Is Fine' } }, cookie);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.captions.length).toBeGreaterThanOrEqual(3);
    expect(body.memes.every((meme: { templateId: string }) => meme.templateId === 'this-is-fine')).toBe(true);
  });

  it('create and text flows: memes of imageUrl and caption, for a preset, an AI choice and an upload', async () => {
    const { user, cookie } = await signedInUser(app);
    const shapes = [
      { prompt: 'gym on monday', templateId: 'success-kid', templateType: 'preset', imageUrl: '/media/templates/success-kid.jpg' },
      { prompt: 'gym on monday', templateId: 'ai_selection', templateType: 'ai', imageUrl: null },
      { prompt: 'gym on monday', templateId: 'custom', templateType: 'custom', imageUrl: dataUrl(pngBytes(50, 40)) },
    ];
    for (const shape of shapes) {
      const response = await post('/api/generate-captions', shape, cookie);
      expect(response.status).toBe(200);
      const { memes } = await response.json();
      expect(memes.length).toBeGreaterThan(0);
      for (const meme of memes) {
        expect(meme.imageUrl).toMatch(/^\/media\/memes\/\d+\.(png|gif)$/);
        expect(typeof meme.caption).toBe('string');
        expect((await app.request(meme.imageUrl, { headers: { cookie } })).status).toBe(200);
      }
    }
    expect((await post('/api/generate-captions', { ...shapes[0], templateId: undefined }, cookie)).status).toBe(200);
    expect(await balanceOf(app, user.id)).toBe(1);
  });

  it('answers 401 to a visitor, 400 to bad input, 402 when out of tokens, 413 to a too large image', async () => {
    expect((await post('/api/generate-captions', { prompt: 'hello' })).status).toBe(401);

    const { user, cookie } = await signedInUser(app, 1);
    const blank = await post('/api/generate-captions', { prompt: '   ' }, cookie);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: 'Empty prompt: Please enter a prompt to generate memes.', messageId: 'GenerationError.emptyPrompt' });
    expect((await post('/api/generate-captions', { prompt: 'x', templateId: 'custom', templateType: 'custom', imageUrl: null }, cookie)).status).toBe(400);
    expect((await post('/api/generate-captions', { prompt: 'x', templateId: 'nope', templateType: 'preset' }, cookie)).status).toBe(400);
    expect((await post('/api/generate-captions', { prompt: 'x', templateType: 'custom', imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+' }, cookie)).status).toBe(
      400,
    );

    const big = Buffer.concat([pngBytes(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pngBytes().length)]);
    const tooBig = await post('/api/generate-captions', { prompt: 'x', templateType: 'custom', imageUrl: dataUrl(big) }, cookie);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toBe('File too large: Please upload an image smaller than 5MB');
    expect(await balanceOf(app, user.id)).toBe(1);

    expect((await post('/api/generate-captions', { prompt: 'spend the last one', count: 1 }, cookie)).status).toBe(200);
    const broke = await post('/api/generate-captions', { prompt: 'one more' }, cookie);
    expect(broke.status).toBe(402);
    expect(await broke.json()).toEqual({
      error: 'Not enough tokens: You need at least 1 token to generate a meme',
      messageId: 'GenerationError.notEnoughTokens',
    });
  });

  it('ignores fields it does not know (tokens, userId)', async () => {
    const { user, cookie } = await signedInUser(app);
    const other = await signedInUser(app);
    await post('/api/generate-captions', { prompt: 'sneaky', count: 1, tokens: 1000, userId: other.user.id }, cookie);
    expect(await balanceOf(app, user.id)).toBe(4);
    expect(await app.deps.prisma.meme.count({ where: { userId: other.user.id } })).toBe(0);
  });
});

describe('POST /api/use-token', () => {
  it('never charges a second time for a generation', async () => {
    const { user, cookie } = await signedInUser(app);
    await post('/api/generate-captions', { prompt: 'pay once', count: 1 }, cookie);
    const response = await post('/api/use-token', undefined, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, tokens: 4, charged: false });
    expect(await balanceOf(app, user.id)).toBe(4);
    expect((await ledgerOf(app, user.id)).length).toBe(1);
  });

  it('answers 401 to a visitor', async () => {
    expect((await post('/api/use-token', undefined)).status).toBe(401);
  });
});

describe('GET /api/memes/user', () => {
  it("lists the user's generated memes, newest first, and nobody else's", async () => {
    const { cookie } = await signedInUser(app);
    const other = await signedInUser(app);
    await post('/api/generate-captions', { prompt: 'first batch', count: 2 }, cookie);
    await post('/api/generate-captions', { prompt: 'theirs', count: 1 }, other.cookie);
    const response = await app.request('/api/memes/user', { headers: { cookie } });
    expect(response.status).toBe(200);
    const memes = await response.json();
    expect(memes).toHaveLength(2);
    expect(memes[0]).toMatchObject({
      id: expect.any(Number),
      imageUrl: expect.stringMatching(/^\/media\/memes\//),
      description: expect.any(String),
      createdAt: expect.any(String),
    });
    expect((await app.request('/api/memes/user')).status).toBe(401);
  });
});
