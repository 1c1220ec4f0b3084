// After a generation: editing captions re-renders the meme, useToken never charges, the playful
// text generator, and every message the generation server can send exists in the locale file.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playfulText } from '../../../api/ai/playful';
import { generationMessages, templateNotFoundMessage } from '../../../api/services/generation/messages';
import { balanceOf, generate, signedInUser } from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateMemeCaptionsInput!) {
    updateMemeCaptions(input: $input) {
      __typename
      ... on UpdateMemeCaptionsSuccess { meme { id uwuText description versionedImageUrl captions { slot text position x y } } }
      ... on UserError { message messageId }
    }
  }
`;

describe('updateMemeCaptions', () => {
  it('saves edited captions (dragged ones with their place) and the image is drawn again', async () => {
    const { cookie } = await signedInUser(app);
    const [meme] = (await generate(app, cookie, { prompt: 'cold pizza', templateId: 'drake-hotline-bling', count: 1 })).memes;
    const before = await app.request(meme.imageUrl, { headers: { cookie } });
    const beforeBytes = Buffer.from(await before.arrayBuffer());

    const { body } = await app.graphql(
      UPDATE,
      { input: { memeId: meme.id, captions: [{ text: '  Hot pizza  ' }, { text: 'Cold pizza', x: 70, y: 80, position: 'CUSTOM' }] } },
      { cookie },
    );
    const updated = body.data.updateMemeCaptions;
    expect(updated.__typename).toBe('UpdateMemeCaptionsSuccess');
    expect(updated.meme.captions).toEqual([
      { slot: 'drake-hotline-bling:text-1', text: 'Hot pizza', position: 'CUSTOM', x: null, y: null },
      { slot: 'drake-hotline-bling:text-2', text: 'Cold pizza', position: 'CUSTOM', x: 70, y: 80 },
    ]);
    expect(updated.meme.description).toContain('“Hot pizza” / “Cold pizza”');
    expect(updated.meme.versionedImageUrl).not.toBe(meme.versionedImageUrl);

    const after = await app.request(updated.meme.versionedImageUrl, { headers: { cookie, 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(beforeBytes)).toBe(false);
  });

  it('keeps at least one caption (blank ones are kept and skipped), and only the owner may edit', async () => {
    const { cookie } = await signedInUser(app);
    const stranger = await signedInUser(app);
    const [meme] = (await generate(app, cookie, { prompt: 'naps', count: 1 })).memes;
    const none = await app.graphql(UPDATE, { input: { memeId: meme.id, captions: [] } }, { cookie });
    expect(none.body.data.updateMemeCaptions).toEqual({
      __typename: 'CaptionRequiredError',
      message: 'A meme must keep at least one caption',
      messageId: 'GenerationError.captionRequired',
    });
    const stolen = await app.graphql(UPDATE, { input: { memeId: meme.id, captions: [{ text: 'mine now' }] } }, { cookie: stranger.cookie });
    expect(stolen.body.data.updateMemeCaptions).toMatchObject({ __typename: 'MemeNotFoundError', message: 'Meme not found' });
    const unchanged = await app.graphql(`{ node(id: "${meme.id}") { ... on Meme { captions { text } } } }`, {}, { cookie });
    expect(unchanged.body.data.node.captions).toEqual(meme.captions.map((caption: { text: string }) => ({ text: caption.text })));

    // Clearing the only caption keeps it, blank: the picture is drawn without it.
    const cleared = await app.graphql(UPDATE, { input: { memeId: meme.id, captions: [{ text: '  ' }] } }, { cookie });
    expect(cleared.body.data.updateMemeCaptions.__typename).toBe('UpdateMemeCaptionsSuccess');
    expect(cleared.body.data.updateMemeCaptions.meme.captions).toMatchObject([{ text: '' }]);
    expect(cleared.body.data.updateMemeCaptions.meme.description).not.toMatch(/[:“]/);
    const drawn = await app.request(cleared.body.data.updateMemeCaptions.meme.versionedImageUrl, { headers: { cookie } });
    expect(drawn.status).toBe(200);
  });
});

describe('useToken', () => {
  it('reports the balance and never charges', async () => {
    const { user, cookie } = await signedInUser(app);
    await generate(app, cookie, { prompt: 'charged once', count: 1 });
    for (let call = 0; call < 3; call += 1) {
      const { body } = await app.graphql('mutation { useToken { balance charged viewer { tokens } } }', {}, { cookie });
      expect(body.data.useToken).toEqual({ balance: 4, charged: false, viewer: { tokens: 4 } });
    }
    expect(await balanceOf(app, user.id)).toBe(4);
  });
});

describe('playfulText', () => {
  it('turns text playful, the same way every time, for anybody', async () => {
    const { body } = await app.graphql('query Playful($text: String!) { playfulText(text: $text) }', { text: 'I really love lazy Sunday mornings!' });
    const playful = body.data.playfulText;
    expect(playful).toBe(playfulText('I really love lazy Sunday mornings!'));
    expect(playful).toMatch(/weawwy/i);
    expect(playful).toMatch(/wuv/);
    expect(playful).not.toMatch(/[rl]/);
    expect(playful).toMatch(/!! ✧/);
  });
});

describe('messages the generation server can send', () => {
  const en = JSON.parse(readFileSync(new URL('../../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;
  it('all have their English text in locales/en.json', () => {
    for (const message of [...Object.values(generationMessages), templateNotFoundMessage]) expect(en[message.id], message.id).toMatch(/\S/);
  });
});
