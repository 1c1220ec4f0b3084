// The spec's generation calls (section 7) as shims over generateMemes and useToken. One route serves
// the three request shapes of POST /api/generate-captions, and its answer carries what each of
// them reads: `captions` (simple and template flows) and `memes` of imageUrl and caption (create
// and text flows). Only known body fields become variables.
import type { Caption } from '../../core/meme/design';
import { userErrorHttpStatus } from '../schema/errors';
import { databaseId } from '../schema/globalIds';
import { sitePath, type RestInput, type RestReply, type RestRoute } from './route';

// Meme.captions as GraphQL answers it: the design codec's captions.
type GeneratedMeme = { id: string; imageUrl: string; templateId: string; type: 'IMAGE' | 'GIF'; captions: Pick<Caption, 'text'>[] };
type GenerateResult = { __typename: string; message?: string; messageId?: string; balance?: number; offlineCaptions?: boolean; memes?: GeneratedMeme[] };

const TEMPLATE_URL = /\/media\/templates\/([a-z0-9-]{1,160})\.[a-z]+(?:[?#].*)?$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Maps the three body shapes onto GenerateMemesInput. */
function generateInput({ body }: RestInput) {
  const templateId = optionalText(body.templateId) ?? optionalText((body.template as { id?: unknown } | null)?.id);
  const templateType = optionalText(body.templateType);
  const imageUrl = optionalText(body.imageUrl);
  const common = {
    prompt: text(body.prompt),
    count: typeof body.count === 'number' && Number.isFinite(body.count) ? Math.trunc(body.count) : 4,
    gif: body.gif === true || body.isGif === true || body.type === 'gif',
    locale: optionalText(body.locale) ?? optionalText(body.language),
  };
  if (templateType === 'custom' || templateId === 'custom') return { ...common, method: 'UPLOAD', imageDataUrl: imageUrl };
  if (templateType === 'ai' || templateId === 'ai_selection') return { ...common, method: 'TEXT' };
  const slug = templateId ?? (templateType === 'preset' && imageUrl ? (TEMPLATE_URL.exec(imageUrl)?.[1] ?? null) : null);
  if (slug || templateType === 'preset') return { ...common, method: 'TEMPLATE', templateId: slug };
  return { ...common, method: 'TEXT' };
}

function generated(result: GenerateResult): RestReply {
  if (result.__typename !== 'GenerateMemesSuccess') {
    return { status: userErrorHttpStatus(result.__typename), body: { error: result.message, messageId: result.messageId } };
  }
  const memes = result.memes!.map((meme) => {
    const captions = meme.captions.map((caption) => caption.text);
    return {
      id: databaseId('Meme', meme.id),
      imageUrl: sitePath(meme.imageUrl),
      caption: captions.filter(Boolean).join(' / '),
      captions,
      templateId: meme.templateId,
      type: meme.type === 'GIF' ? 'gif' : 'image',
    };
  });
  return {
    status: 200,
    body: { captions: memes.map((meme) => meme.caption), memes, tokens: result.balance, offlineCaptions: result.offlineCaptions },
  };
}

const generateCaptions: RestRoute = {
  method: 'POST',
  path: '/api/generate-captions',
  largeBody: true,
  operation: /* GraphQL */ `
    mutation RestGenerateCaptions($input: GenerateMemesInput!) {
      generateMemes(input: $input) {
        __typename
        ... on GenerateMemesSuccess { balance offlineCaptions memes { id imageUrl templateId type captions { text } } }
        ... on UserError { message messageId }
      }
    }
  `,
  variables: (input) => ({ input: generateInput(input) }),
  respond: ({ generateMemes }) => generated(generateMemes),
};

const useToken: RestRoute = {
  method: 'POST',
  path: '/api/use-token',
  operation: 'mutation RestUseToken { useToken { balance charged } }',
  respond: ({ useToken: result }) => ({ status: 200, body: { success: true, tokens: result.balance, charged: result.charged } }),
};

export const generationRoutes: RestRoute[] = [generateCaptions, useToken];
