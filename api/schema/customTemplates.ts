// Templates added without a release (api/services/customTemplates/): administrators add them for
// everyone, signed-in users save their own uploads as private templates. The Template type itself
// is template.ts's; this file adds where a template comes from and what only added ones have.
import { CUSTOM_TEMPLATE_LIMITS as LIMITS } from '../../core/templates/customTemplate';
import { TEMPLATE_CATEGORIES, type MemeTemplate } from '../../core/templates/types';
import type { Context } from '../context';
import { createAdminTemplate, deleteAdminTemplate, updateAdminTemplate, type AdminTemplateInput } from '../services/customTemplates/adminTemplates';
import { deleteMyTemplate, saveMyTemplate } from '../services/customTemplates/myTemplates';
import { ValidationError } from '../services/errors';
import { TemplateNotFoundError } from '../services/generation/errors';
import { FileTooLargeError, ImageTooLargeError, InvalidFileTypeError } from '../services/uploads/errors';
import { type CatalogueEntry } from '../templates/catalogue/catalogue';
import { customFactsOf, listedCustomTemplates, type CustomFacts } from '../templates/custom/registry';
import { builder } from './builder';
import './errors';
import './generationErrors';
import { encodeGlobalID, idOfType } from './globalIds';
import { inputMutation } from './inputMutation';
import { TemplateRef, TextAlign } from './template';

const TemplateOrigin = builder.enumType('TemplateOrigin', {
  description: 'Where a template comes from.',
  values: {
    CATALOGUE: { value: 'catalogue', description: 'The built-in catalogue, shipped with the app.' },
    ADDED: { value: 'added', description: 'Added by an administrator, for everyone.' },
    MINE: { value: 'mine', description: "A user's own template, saved from their upload; only its owner can open it." },
  } as const,
});

const originOf = (template: MemeTemplate) => {
  const custom = customFactsOf(template as CatalogueEntry);
  return !custom ? 'catalogue' : custom.ownerId === null ? 'added' : 'mine';
};

builder.objectField(TemplateRef, 'origin', (t) => t.field({ type: TemplateOrigin, resolve: originOf }));

const CustomTemplateDetails = builder.objectRef<CatalogueEntry & { custom: CustomFacts }>('CustomTemplateDetails').implement({
  description: 'What an added or own template holds besides the catalogue fields, for its edit form.',
  fields: (t) => ({
    aliases: t.exposeStringList('aliases', { description: 'What people call the meme besides its name (searchable).' }),
    description: t.exposeString('description', { description: 'When people use this meme, in one line (Text to Meme reads it).' }),
    boxRoles: t.exposeStringList('boxRoles', { description: 'What each caption box is for, in the order of textPositions.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (template) => template.custom.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (template) => template.custom.updatedAt }),
  }),
});

builder.objectField(TemplateRef, 'customDetails', (t) =>
  t.field({
    type: CustomTemplateDetails,
    nullable: true,
    description: 'Null for catalogue templates.',
    resolve: (template) => {
      const custom = customFactsOf(template as CatalogueEntry);
      return custom ? { ...(template as CatalogueEntry), custom } : null;
    },
  }),
);

const TemplateBoxInput = builder.inputType('TemplateBoxInput', {
  description: `A caption box: x and y are its centre and width its width, in percent of the picture; the whole width inside the picture. ${LIMITS.minBoxes}–${LIMITS.maxBoxes} per template.`,
  fields: (t) => ({
    x: t.float({ required: true }),
    y: t.float({ required: true }),
    width: t.float({ required: true }),
    role: t.string({ required: true, description: `What the box is for ("the thing rejected"), 1–${LIMITS.wordMax} characters.` }),
    defaultText: t.string({ description: `Shown before the user writes (at most ${LIMITS.defaultTextMax} characters).` }),
    fontSize: t.int({ description: "Pixels at the picture's own size; by default a twelfth of its shorter side." }),
    color: t.string({ description: 'CSS colour; white by default.' }),
    textAlign: t.field({ type: TextAlign }),
  }),
});

const categories = TEMPLATE_CATEGORIES.join(', ');
const adminFields = {
  name: `1–${LIMITS.nameMax} characters, unique among the templates everybody sees.`,
  aliases: `What people call the meme besides its name: at most ${LIMITS.listMax}, each at most ${LIMITS.wordMax} characters.`,
  description: `When people use this meme, in one line (1–${LIMITS.descriptionMax} characters).`,
  category: `One of: ${categories}.`,
  tags: `At most ${LIMITS.listMax}, each at most ${LIMITS.wordMax} characters.`,
};

/** What an administrator writes about a template, the same when adding and when editing it. */
type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const adminTemplateFields = (t: InputFields) => ({
  name: t.string({ required: true, description: adminFields.name }),
  aliases: t.stringList({ description: adminFields.aliases }),
  description: t.string({ required: true, description: adminFields.description }),
  category: t.string({ required: true, description: adminFields.category }),
  tags: t.stringList({ description: adminFields.tags }),
  boxes: t.field({ type: [TemplateBoxInput], required: true }),
});

const AdminTemplateInputRef = builder.inputType('AdminTemplateInput', {
  fields: (t) => ({
    uploadId: t.id({ required: true, description: 'What uploadImage answered this administrator: the picture, copied into the template.' }),
    ...adminTemplateFields(t),
  }),
});

const AdminTemplateUpdateInput = builder.inputType('AdminTemplateUpdateInput', {
  description: 'Every field of the template as it should be; uploadId only to replace the picture.',
  fields: (t) => ({
    uploadId: t.id({ description: 'A new picture (what uploadImage answered); the current one stays when absent.' }),
    ...adminTemplateFields(t),
  }),
});

const MyTemplateInput = builder.inputType('MyTemplateInput', {
  fields: (t) => ({
    uploadId: t.id({ required: true, description: 'What uploadImage answered this user.' }),
    name: t.string({ required: true, description: `1–${LIMITS.nameMax} characters.` }),
    boxes: t.field({ type: [TemplateBoxInput], required: true }),
  }),
});

const TemplatePayload = builder.objectRef<{ template: CatalogueEntry }>('TemplatePayload').implement({
  description: 'The template as saved.',
  fields: (t) => ({ template: t.field({ type: TemplateRef, resolve: (payload) => payload.template }) }),
});

const DeleteTemplatePayload = builder.objectRef<{ slug: string }>('DeleteTemplatePayload').implement({
  description: 'The template is off every list; memes made on it keep rendering.',
  fields: (t) => ({
    deletedTemplateId: t.id({ description: 'Its global id (for @deleteRecord).', resolve: (deleted) => encodeGlobalID('Template', deleted.slug) }),
    slug: t.exposeString('slug'),
  }),
});

const SAVE_ERRORS = [ValidationError, InvalidFileTypeError, FileTooLargeError, ImageTooLargeError];
const admin = { admin: true } as const;
// API tokens may save and delete their user's own templates, as they may upload (uploadImage).
const signedIn = { user: true } as const;

/** A template's slug from its global id or the slug itself. */
const slugOf = (id: string | number) => idOfType('Template', id) ?? String(id);
const inputOf = (input: object) =>
  ({ ...input, uploadId: (input as { uploadId?: string | number | null }).uploadId?.toString() ?? null }) as AdminTemplateInput;

inputMutation('adminCreateTemplate', AdminTemplateInputRef, {
  payload: TemplatePayload,
  description: 'Adds a template for everyone from an upload of this administrator: in search, the pickers and Text to Meme at once, on every instance.',
  authScopes: admin,
  errors: SAVE_ERRORS,
  resolve: async (input, context) => ({ template: await createAdminTemplate(context, inputOf(input)) }),
});

function byIdMutation(
  name: string,
  options: { description: string; authScopes: object; errors: (new (...args: never[]) => Error)[]; input?: typeof AdminTemplateUpdateInput },
  resolve: (context: Context, slug: string, input: unknown) => Promise<unknown>,
) {
  builder.mutationField(name, (t) =>
    t.field({
      type: options.input ? TemplatePayload : DeleteTemplatePayload,
      description: options.description,
      authScopes: options.authScopes,
      args: {
        id: t.arg.id({ required: true, description: "The template's global id or its slug." }),
        ...(options.input ? { input: t.arg({ type: options.input, required: true }) } : {}),
      },
      errors: { types: options.errors, directResult: true, union: { name: `${name[0]!.toUpperCase()}${name.slice(1)}Result` } },
      resolve: (_root, args, context) => resolve(context, slugOf(args.id), (args as { input?: unknown }).input) as never,
    }),
  );
}

byIdMutation(
  'adminUpdateTemplate',
  {
    description: "Changes an administrator's template; its slug stays. The picture changes only with `input.uploadId`.",
    authScopes: admin,
    errors: [...SAVE_ERRORS, TemplateNotFoundError],
    input: AdminTemplateUpdateInput,
  },
  async (context, slug, input) => ({ template: await updateAdminTemplate(context, slug, inputOf(input as object)) }),
);

byIdMutation(
  'adminDeleteTemplate',
  {
    description: "Takes an administrator's template off every list; memes and share links made on it keep rendering.",
    authScopes: admin,
    errors: [TemplateNotFoundError],
  },
  async (context, slug) => ({ slug: await deleteAdminTemplate(context, slug) }),
);

inputMutation('saveMyTemplate', MyTemplateInput, {
  payload: TemplatePayload,
  description: 'Saves the user\'s upload with its caption boxes as their own template, listed under `templates(category: "mine")`; nobody else can open it.',
  authScopes: signedIn,
  errors: SAVE_ERRORS,
  resolve: async (input, context) => ({ template: await saveMyTemplate(context, { ...input, uploadId: String(input.uploadId) }) }),
});

byIdMutation(
  'deleteMyTemplate',
  { description: "Deletes one of the user's own templates; memes made on it keep rendering.", authScopes: signedIn, errors: [TemplateNotFoundError] },
  async (context, slug) => ({ slug: await deleteMyTemplate(context, slug) }),
);

builder.queryField('adminTemplates', (t) =>
  t.field({
    type: [TemplateRef],
    description: 'The templates administrators added (not deleted), newest first.',
    authScopes: admin,
    resolve: () => [...listedCustomTemplates()],
  }),
);
