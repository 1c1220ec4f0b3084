// Templates added without a release: an administrator's for everyone, or a user's own. One set of
// rules for the admin form, the 'save as template' form and the server; each issue's `message` is
// a message id (locales/en.json has the English). The boxes codec is also the one door of the
// CustomTemplate.boxes column.
import { z } from 'zod';
import { messageIds } from '../errors/messageId';
import { MEME_DESIGN_LIMITS } from '../limits';
import { TEXT_ALIGNS } from '../meme/design';
import { TEMPLATE_CATEGORIES } from './types';

export const CUSTOM_TEMPLATE_LIMITS = {
  nameMax: 80,
  descriptionMax: 300,
  /** aliases, and tags, each */
  listMax: 20,
  /** characters of one alias, tag or box role */
  wordMax: 60,
  minBoxes: 1,
  maxBoxes: 8,
  /** characters of a box's default text */
  defaultTextMax: 200,
} as const;

export const customTemplateMessages = messageIds({
  nameRequired: 'TemplateForm.nameRequired',
  nameTooLong: 'TemplateForm.nameTooLong',
  nameTaken: 'TemplateForm.nameTaken',
  descriptionRequired: 'TemplateForm.descriptionRequired',
  descriptionTooLong: 'TemplateForm.descriptionTooLong',
  tooManyAliases: 'TemplateForm.tooManyAliases',
  aliasTooLong: 'TemplateForm.aliasTooLong',
  tooManyTags: 'TemplateForm.tooManyTags',
  tagTooLong: 'TemplateForm.tagTooLong',
  categoryInvalid: 'TemplateForm.categoryInvalid',
  boxCount: 'TemplateForm.boxCount',
  boxOutside: 'TemplateForm.boxOutside',
  roleRequired: 'TemplateForm.roleRequired',
  boxStyleInvalid: 'TemplateForm.boxStyleInvalid',
});

const m = customTemplateMessages;
const L = CUSTOM_TEMPLATE_LIMITS;
/** Rounding slack for boxes dragged to the very edge of the picture. */
const EDGE_SLACK = 0.01;

const percent = z.number({ error: m.boxOutside }).finite(m.boxOutside).min(0, m.boxOutside).max(100, m.boxOutside);

/**
 * A caption box: x and y its centre and width its width, in percent of the picture (as the
 * catalogue's boxes); the whole width lies inside the picture.
 */
export const templateBoxSchema = z
  .object({
    x: percent,
    y: percent,
    width: z.number({ error: m.boxOutside }).finite(m.boxOutside).gt(0, m.boxOutside).max(100, m.boxOutside),
    role: z.string().trim().min(1, m.roleRequired).max(L.wordMax, m.roleRequired),
    defaultText: z.string().max(L.defaultTextMax, m.boxStyleInvalid).nullish(),
    fontSize: z
      .number()
      .int(m.boxStyleInvalid)
      .min(MEME_DESIGN_LIMITS.minFontSize, m.boxStyleInvalid)
      .max(MEME_DESIGN_LIMITS.maxFontSize, m.boxStyleInvalid)
      .nullish(),
    color: z
      .string()
      .max(MEME_DESIGN_LIMITS.maxNameLength, m.boxStyleInvalid)
      .regex(/^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/+-]+\)|[a-z]{3,20})$/i, m.boxStyleInvalid)
      .nullish(),
    textAlign: z.enum(TEXT_ALIGNS, { error: m.boxStyleInvalid }).nullish(),
  })
  .refine((box) => box.x - box.width / 2 >= -EDGE_SLACK && box.x + box.width / 2 <= 100 + EDGE_SLACK, { message: m.boxOutside, path: ['width'] });

export const templateBoxesSchema = z.array(templateBoxSchema).min(L.minBoxes, m.boxCount).max(L.maxBoxes, m.boxCount);

const name = z.string().trim().min(1, m.nameRequired).max(L.nameMax, m.nameTooLong);
const words = (tooMany: string, tooLong: string) =>
  z
    .array(z.string().trim().max(L.wordMax, tooLong))
    .max(L.listMax, tooMany)
    .nullish()
    .transform((list) => [...new Set((list ?? []).filter(Boolean))]);

/** An administrator's template, listed for everyone. */
export const adminTemplateSchema = z.object({
  name,
  aliases: words(m.tooManyAliases, m.aliasTooLong),
  description: z.string().trim().min(1, m.descriptionRequired).max(L.descriptionMax, m.descriptionTooLong),
  category: z.enum(TEMPLATE_CATEGORIES, { error: m.categoryInvalid }),
  tags: words(m.tooManyTags, m.tagTooLong).transform((tags) => tags.map((tag) => tag.toLowerCase())),
  boxes: templateBoxesSchema,
});

/** A user's own template, seen only by them. */
export const myTemplateSchema = z.object({ name, boxes: templateBoxesSchema });

export type TemplateBox = z.output<typeof templateBoxSchema>;
export type AdminTemplateValues = z.output<typeof adminTemplateSchema>;
export type MyTemplateValues = z.output<typeof myTemplateSchema>;

/** The stored boxes column: what the schema accepted, nulls dropped. */
export function encodeTemplateBoxes(boxes: readonly TemplateBox[]): StoredBox[] {
  return boxes.map((box) => ({
    x: box.x,
    y: box.y,
    width: box.width,
    role: box.role,
    ...(box.defaultText ? { defaultText: box.defaultText } : {}),
    ...(box.fontSize ? { fontSize: box.fontSize } : {}),
    ...(box.color ? { color: box.color } : {}),
    ...(box.textAlign ? { textAlign: box.textAlign } : {}),
  }));
}

export type StoredBox = {
  x: number;
  y: number;
  width: number;
  role: string;
  defaultText?: string;
  fontSize?: number;
  color?: string;
  textAlign?: (typeof TEXT_ALIGNS)[number];
};

/** Reads the stored boxes column; throws when it breaks the rules (never written that way). */
export function parseTemplateBoxes(column: unknown): StoredBox[] {
  return encodeTemplateBoxes(templateBoxesSchema.parse(column));
}
