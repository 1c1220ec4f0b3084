// A meme's stored design (Meme.captions) read and written through the design codec: an edit keeps
// what it did not touch, and a design the renderer refuses is answered with the field at fault.
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../helpers/sessions';
import { storeMeme } from '../../helpers/storedMeme';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const picture = () => ({ bytes: createCanvas(64, 48).toBuffer('image/png'), mimeType: 'image/png' });
const memeId = (id: number) => Buffer.from(`Meme:${id}`).toString('base64');

const LOOK = `query ($id: ID!) { node(id: $id) { ... on Meme { theme style { primaryColor } captions { slot text } } } }`;
const UPDATE = `mutation ($input: UpdateMemeCaptionsInput!) {
  updateMemeCaptions(input: $input) { __typename ... on UpdateMemeCaptionsSuccess { meme { versionedImageUrl } } }
}`;

describe('a stored design', () => {
  it('keeps its stickers, style and theme when its captions are edited', async () => {
    const design = {
      captions: [{ id: 'caption-1', text: 'Before', position: 'top' }],
      stickers: [{ id: 'star', x: 10, y: 20, scale: 1, rotation: 0 }],
      style: { primaryColor: '#ffcc00' },
      theme: 'standard',
    };
    const { owner, meme } = await storeMeme(app, design, picture());
    const cookie = await sessionCookieFor(app, owner.id);

    const edited = await app.graphql(UPDATE, { input: { memeId: memeId(meme.id), captions: [{ slot: 'caption-1', text: 'After' }] } }, { cookie });
    expect(edited.body.data.updateMemeCaptions.__typename).toBe('UpdateMemeCaptionsSuccess');

    const look = await app.graphql(LOOK, { id: memeId(meme.id) }, { cookie });
    expect(look.body.data.node).toEqual({ theme: 'STANDARD', style: { primaryColor: '#ffcc00' }, captions: [{ slot: 'caption-1', text: 'After' }] });
    const stored = await app.deps.prisma.meme.findUniqueOrThrow({ where: { id: meme.id } });
    expect(stored.captions).toMatchObject({ stickers: design.stickers, style: design.style, theme: 'standard' });
  });

  it('that the renderer refuses is answered 400 naming the field, shown without captions, and drawable again after an edit', async () => {
    const { owner, meme } = await storeMeme(app, [{ text: 'Loud', position: 'top', color: 'red; background: url(x)' }], picture());
    const cookie = await sessionCookieFor(app, owner.id);

    const refused = await app.request(`/media/memes/${meme.id}.png`, { headers: { cookie } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Invalid meme design at captions.0.color: Not a CSS colour' });
    const look = await app.graphql(LOOK, { id: memeId(meme.id) }, { cookie });
    expect(look.body.data.node).toEqual({ theme: 'CLASSIC', style: { primaryColor: null }, captions: [] });

    const edited = await app.graphql(UPDATE, { input: { memeId: memeId(meme.id), captions: [{ text: 'Quiet' }] } }, { cookie });
    const drawn = await app.request(edited.body.data.updateMemeCaptions.meme.versionedImageUrl, { headers: { cookie } });
    expect(drawn.status).toBe(200);
  });
});
