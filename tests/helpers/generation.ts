// Shared by the generation tests: a signed-in user with a chosen balance, the generateMemes
// operation, ledger reads, and image files (real ones, fakes and oversized headers).
import { createCanvas } from '@napi-rs/canvas';
import { createUser, sessionCookieFor } from './sessions';
import type { TestApp } from './testApp';

export const GENERATE = /* GraphQL */ `
  mutation Generate($input: GenerateMemesInput!) {
    generateMemes(input: $input) {
      __typename
      ... on GenerateMemesSuccess {
        generationId
        balance
        offlineCaptions
        captionLanguage
        viewer { tokens }
        memes { id templateId type originalText uwuText description imageUrl versionedImageUrl shareUrl captions { slot text position x y } }
      }
      ... on UserError { message messageId }
      ... on NotEnoughTokensError { balance }
    }
  }
`;

export const UPLOAD = /* GraphQL */ `
  mutation Upload($file: File, $dataUrl: String) {
    uploadImage(file: $file, dataUrl: $dataUrl) {
      __typename
      ... on UploadImageSuccess { uploadId mimeType width height isGif }
      ... on UserError { message messageId }
    }
  }
`;

let users = 0;

/** A new user with `tokens` tokens and the Cookie header of their session. */
export async function signedInUser(app: TestApp, tokens = 5, prefix = 'maker') {
  users += 1;
  const user = await createUser(app, `${prefix}${users}x${Math.floor(Math.random() * 1e6)}`);
  if (tokens !== 5) await app.deps.prisma.user.update({ where: { id: user.id }, data: { tokens } });
  return { user, cookie: await sessionCookieFor(app, user.id) };
}

/** Runs generateMemes as the holder of `cookie`; returns the result union member. */
export async function generate(app: TestApp, cookie: string | undefined, input: Record<string, unknown>) {
  const { body } = await app.graphql(GENERATE, { input }, cookie ? { cookie } : {});
  if (body.errors) return { errors: body.errors } as any;
  return body.data.generateMemes;
}

export async function balanceOf(app: TestApp, userId: number): Promise<number> {
  return (await app.deps.prisma.user.findUniqueOrThrow({ where: { id: userId } })).tokens;
}

/** The user's ledger rows, oldest first. */
export function ledgerOf(app: TestApp, userId: number) {
  return app.deps.prisma.tokenLedger.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    select: { delta: true, reason: true, reference: true, balanceAfter: true },
  });
}

/** A real PNG of the given size. */
export function pngBytes(width = 64, height = 48, color = '#3366cc'): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** A PNG signature and header claiming width × height, with no pixel data (decoding it would be the mistake). */
export function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}

/**
 * The attack's GIF: a `side`×`side` screen and `frames` full-screen frames whose LZW data is only a
 * clear code and the end code (24 bytes a frame), so 300 frames of 4096×4096 fit in about 7 KB.
 */
export function gifBomb(side: number, frames: number): Buffer {
  const u16 = (value: number) => [value & 0xff, value >> 8];
  const bytes = [...Buffer.from('GIF89a'), ...u16(side), ...u16(side), 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  bytes.push(0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  for (let frame = 0; frame < frames; frame += 1) {
    bytes.push(0x21, 0xf9, 4, 0, 2, 0, 0, 0); // graphic control: 20 ms
    bytes.push(0x2c, 0, 0, 0, 0, ...u16(side), ...u16(side), 0);
    bytes.push(2, 1, 0x2c, 0); // minimum code size 2; codes 4 (clear) and 5 (end), 3 bits each
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

/** A GIF of `frames` 1×1 frames (small on disk, far past the frame limit when large). */
export function manyFrameGif(frames: number): Buffer {
  const head = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]);
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]);
  return Buffer.concat([head, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

export function dataUrl(bytes: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** A GraphQL multipart request (the spec of jaydenseric/graphql-multipart-request-spec) with one file. */
export function multipartUpload(query: string, file: { bytes: Buffer; name: string; type: string }): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
