// Meme generation: uploading an image and generating memes from a prompt. Resolvers are thin: the
// rules, the charge and the refund live in api/services/generation and api/services/uploads.
import { IMAGE_LIMITS, UPLOAD_MAX_BYTES } from '../../core/limits';
import { GraphQLError } from 'graphql';
import { generateMemes, type GenerationResult } from '../services/generation/generateMemes';
import { GENERATION_LIMITS } from '../services/generation/input';
import {
  EmptyPromptError,
  GenerationFailedError,
  InvalidProgressKeyError,
  NoImageSelectedError,
  NotEnoughTokensError,
  PromptTooLongError,
  TemplateNotFoundError,
} from '../services/generation/errors';
import { FileTooLargeError, ImageTooLargeError, InvalidFileTypeError } from '../services/uploads/errors';
import { decodeImageDataUrl, MAX_UPLOAD_BYTES, storeUpload, type UploadReceipt } from '../services/uploads/uploads';
import { CaptionEngine, captionEngineValue } from './appInfo';
import { ContentRefusedError } from '../services/safety/errors';
import { builder } from './builder';
import { idOfType } from './globalIds';
import './generationErrors';
import './meme';
import { signedInUser, userField } from './rowFields';

builder.scalarType('File', {
  description: 'A file sent as a part of a GraphQL multipart request (input only).',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
  parseValue: (value) => {
    const file = value as File | null;
    if (!file || typeof file.arrayBuffer !== 'function' || typeof file.size !== 'number') throw new GraphQLError('Expected a file of a multipart request');
    return file;
  },
});

const GenerationMethod = builder.enumType('GenerationMethod', {
  description: "The spec's three ways to make memes.",
  values: {
    TEXT: { value: 'text', description: 'Text to Meme: the AI picks the templates.' },
    TEMPLATE: { value: 'template', description: 'Template + Prompt.' },
    UPLOAD: { value: 'upload', description: 'Upload + Prompt.' },
  } as const,
});

const GenerateMemesInput = builder.inputType('GenerateMemesInput', {
  fields: (t) => ({
    method: t.field({ type: GenerationMethod, description: 'Inferred when absent: an image means UPLOAD, a template TEMPLATE, neither TEXT.' }),
    prompt: t.string({ required: true, description: `Trimmed; 1 to ${GENERATION_LIMITS.promptMax} characters.` }),
    templateId: t.id({ description: "A template's slug or its global id (TEMPLATE)." }),
    uploadId: t.id({ description: 'What uploadImage returned (UPLOAD).' }),
    imageDataUrl: t.string({
      description: `An inline data:image/...;base64 upload instead of uploadId (UPLOAD). JSON bodies of /graphql are limited to 256 KB; POST /api/generate-captions takes a full ${UPLOAD_MAX_BYTES / 1024 / 1024} MB image.`,
    }),
    gif: t.boolean({ defaultValue: false, description: 'GIF mode: Text to Meme picks among animated templates.' }),
    count: t.int({
      defaultValue: GENERATION_LIMITS.defaultCount,
      description: `Variations to write, 1 to ${GENERATION_LIMITS.maxCount}; one token whatever the number.`,
    }),
    locale: t.string({
      description:
        'The interface language (e.g. `es`). Captions are written in the language of the prompt; this one decides when the prompt is too short to tell ("pizza", emoji). Default en.',
    }),
    progressKey: t.string({
      description:
        'To see each meme as soon as it is written: first subscribe to memeGenerationProgress(progressKey:) with a fresh random key (16 to 64 letters, digits, `-` or `_`, e.g. a UUID), wait for its MemeGenerationListening event, then send this mutation with the same key. The mutation still answers with every meme.',
    }),
  }),
});

const GenerateMemesSuccess = builder.objectRef<GenerationResult>('GenerateMemesSuccess').implement({
  description: 'The memes of one generation, stored and charged one token.',
  fields: (t) => ({
    generationId: t.exposeID('generationId', { description: 'The reference of its token charge in the ledger.' }),
    memes: t.prismaField({
      type: ['Meme'],
      description: 'At least one, at most `count`, in the order they were written (memeGenerationProgress `index`).',
      resolve: (query, result, _args, context) => context.prisma.meme.findMany({ ...query, where: { id: { in: result.memeIds } }, orderBy: { id: 'asc' } }),
    }),
    balance: t.exposeInt('balance', { description: 'The Meme Fuel balance after the charge.' }),
    offlineCaptions: t.boolean({
      description: 'True when the offline caption engine wrote them (no AI model configured).',
      resolve: (result) => result.engine === 'offline',
    }),
    captionEngine: t.field({
      type: CaptionEngine,
      description: 'Who wrote the captions: the offline engine, an OpenAI-compatible model, or a model running on this server.',
      resolve: (result) => captionEngineValue(result.engine),
    }),
    captionLanguage: t.exposeString('language', {
      description: "The language the captions are written in (e.g. `es`): the prompt's, or the interface's when the prompt is too short to tell.",
    }),
    viewer: userField(t, signedInUser, 'The creator, with the new balance.'),
  }),
});

/** A template id given as a Template global id or as the plain slug. */
function templateSlug(id: string | number | null | undefined): string | null {
  if (id == null) return null;
  // A Template global id, or else a plain slug.
  return idOfType('Template', id) ?? String(id);
}

builder.mutationField('generateMemes', (t) =>
  t.field({
    type: GenerateMemesSuccess,
    description:
      'Generates memes from a prompt (and a template or an image) for one token, charged before the model runs and refunded if no meme could be written (memes written before a failure are kept, and paid for). See `progressKey` to receive each meme as it is written.',
    authScopes: { user: true },
    args: { input: t.arg({ type: GenerateMemesInput, required: true }) },
    errors: {
      types: [
        NotEnoughTokensError,
        EmptyPromptError,
        PromptTooLongError,
        NoImageSelectedError,
        TemplateNotFoundError,
        InvalidFileTypeError,
        FileTooLargeError,
        ImageTooLargeError,
        GenerationFailedError,
        InvalidProgressKeyError,
        ContentRefusedError,
      ],
      union: { name: 'GenerateMemesResult' },
      directResult: true,
    },
    resolve: (_root, { input }, context) =>
      generateMemes(context, {
        method: input.method,
        prompt: input.prompt,
        templateId: templateSlug(input.templateId),
        uploadReference: input.uploadId == null ? null : String(input.uploadId),
        imageDataUrl: input.imageDataUrl,
        gif: input.gif,
        count: input.count,
        locale: input.locale,
        progressKey: input.progressKey,
      }),
  }),
);

const UploadImageSuccess = builder.objectRef<UploadReceipt>('UploadImageSuccess').implement({
  description: 'The image was accepted; pass uploadId to generateMemes.',
  fields: (t) => ({
    uploadId: t.exposeID('reference', { description: 'Usable only by the user who uploaded it.' }),
    mimeType: t.exposeString('mimeType'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    isGif: t.boolean({ resolve: (receipt) => receipt.mimeType === 'image/gif' }),
  }),
});

builder.mutationField('uploadImage', (t) =>
  t.field({
    type: UploadImageSuccess,
    description: `Checks an image (PNG, JPEG, GIF or WebP by its bytes; at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB and ${IMAGE_LIMITS.maxDimension}×${IMAGE_LIMITS.maxDimension} pixels) and stores it. Send \`file\` as a multipart request, or \`dataUrl\`.`,
    authScopes: { user: true },
    args: {
      file: t.arg({ type: 'File' }),
      dataUrl: t.arg.string({ description: 'A data:image/...;base64 URL instead of a file (small images: JSON bodies of /graphql are limited to 256 KB).' }),
    },
    errors: {
      types: [InvalidFileTypeError, FileTooLargeError, ImageTooLargeError, NoImageSelectedError],
      union: { name: 'UploadImageResult' },
      directResult: true,
    },
    resolve: async (_root, { file, dataUrl }, context) => {
      if (file) {
        if (file.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError(MAX_UPLOAD_BYTES);
        return storeUpload(context, new Uint8Array(await file.arrayBuffer()), file.type);
      }
      if (dataUrl) {
        const { bytes, declaredType } = decodeImageDataUrl(dataUrl);
        return storeUpload(context, bytes, declaredType);
      }
      throw new NoImageSelectedError();
    },
  }),
);
