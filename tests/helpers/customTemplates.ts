// Shared by the custom template tests: the operations as the admin page and the pickers send them,
// an upload of a PNG, and a valid administrator's input.
import { expect } from 'vitest';
import { dataUrl, pngBytes, UPLOAD } from './generation';
import type { TestApp } from './testApp';

const RESULT_FIELDS = `__typename
  ... on TemplatePayload { template { id slug name url origin width height isGif category tags
    textPositions { x y width defaultText fontSize color textAlign }
    customDetails { aliases description boxRoles } } }
  ... on ValidationError { fieldErrors { field message messageId } }
  ... on UserError { message messageId }`;

export const ADMIN_CREATE = `mutation ($input: AdminTemplateInput!) { adminCreateTemplate(input: $input) { ${RESULT_FIELDS} } }`;
export const ADMIN_UPDATE = `mutation ($id: ID!, $input: AdminTemplateUpdateInput!) { adminUpdateTemplate(id: $id, input: $input) { ${RESULT_FIELDS} } }`;
export const ADMIN_DELETE = `mutation ($id: ID!) { adminDeleteTemplate(id: $id) { __typename ... on DeleteTemplatePayload { deletedTemplateId slug } ... on UserError { message } } }`;
export const SAVE_MINE = `mutation ($input: MyTemplateInput!) { saveMyTemplate(input: $input) { ${RESULT_FIELDS} } }`;
export const DELETE_MINE = `mutation ($id: ID!) { deleteMyTemplate(id: $id) { __typename ... on DeleteTemplatePayload { deletedTemplateId slug } ... on UserError { message } } }`;
export const TEMPLATE = `query ($id: ID!) { template(id: $id) { slug name origin url } }`;
export const LIST = `query ($search: String, $category: String) { templates(search: $search, category: $category, first: 100) { totalCount edges { node { slug origin } } } }`;
export const SHARE = `mutation ($input: ShareMemeInput!) { shareMeme(input: $input) { __typename ... on ShareMemeSuccess { meme { shareUrl } } } }`;

/** The slugs of a `LIST` answer, in order. */
export const slugsOf = (body: any): string[] => body.data.templates.edges.map((edge: any) => edge.node.slug);

/** Uploads a PNG as the holder of `cookie`; returns the uploadId uploadImage answered. */
export async function uploadAs(app: TestApp, cookie: string, bytes = pngBytes(400, 300, '#22aa55')): Promise<string> {
  const { body } = await app.graphql(UPLOAD, { dataUrl: dataUrl(bytes) }, { cookie });
  expect(body.data.uploadImage.__typename).toBe('UploadImageSuccess');
  return body.data.uploadImage.uploadId;
}

export const THREE_BOXES = [
  { x: 50, y: 10, width: 90, role: 'the setup' },
  { x: 25, y: 60, width: 40, role: 'what was expected', defaultText: 'expectation' },
  { x: 75, y: 60, width: 40, role: 'what happened', fontSize: 28, color: '#000000', textAlign: 'LEFT' },
];

/** A valid AdminTemplateInput on `uploadId`, with `extra` fields changed. */
export function adminInput(uploadId: string | undefined, extra: Record<string, unknown> = {}) {
  return {
    uploadId,
    name: 'Surprised Office Plant',
    aliases: ['leafy shock', 'the fern that saw'],
    description: 'When something you expected to go one way goes the other, to everyone’s surprise.',
    category: 'reaction',
    tags: ['Plant', 'office', 'surprise'],
    boxes: THREE_BOXES,
    ...extra,
  };
}
