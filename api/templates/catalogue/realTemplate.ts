// The facts of the real meme templates (facts/realTemplates.json, then facts/moreRealTemplates.json,
// then facts/recentRealTemplates.json; their sources are in each file's "about"), checked at load.
// Facts are data only: classics.ts turns them into catalogue templates.
import { z } from 'zod';
import { TEMPLATE_CATEGORIES } from '../../../core/templates/types';
import { readFacts } from '../factsFile';

/**
 * Where the captions go on a picture: 'keep' means hand-placed boxes (handPlaced.json); the others are
 * the common layouts of meme pictures (see layouts.ts, realLayout).
 */
const realLayoutSchema = z.enum(['keep', 'tb', 'top', 'bottom', 'center', 'drake', 'rows', 'left', 'cols', 'grid', 'labels']);
export type RealLayout = z.infer<typeof realLayoutSchema>;

export const yearMonthSchema = z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'expected a year-month like 2017-08');

const realTemplateFactSchema = z.strictObject({
  /** the template's name as people know it (Imgflip's, unless ours was already in use) */
  name: z.string().min(1),
  /** path of the picture on the template image host (i.imgflip.com): its base-36 Imgflip id */
  image: z.string().regex(/^\/[0-9a-z]+\.(?:jpg|png)$/, 'expected a picture path like /30b1gx.jpg'),
  /** the picture's true size in pixels */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  imgflipId: z.number().int().positive(),
  category: z.enum(TEMPLATE_CATEGORIES),
  layout: realLayoutSchema,
  /** what each caption box means, in box order (at most 4) */
  boxes: z.array(z.string().min(1)).min(1).max(4),
  /** when people use the meme, in one line */
  use: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1),
  /** year-month the picture joined Imgflip, estimated from its template id */
  added: yearMonthSchema,
  /**
   * The name of another real template that is the same meme (another upload of the same picture,
   * a blank or cropped copy): this one is then listed as one of that meme's layouts, not a card of its own.
   */
  sameMemeAs: z.string().min(1).optional(),
});
export type RealTemplateFact = z.infer<typeof realTemplateFactSchema>;

/** A file of real templates: where its facts come from, then the templates in order. */
export const realTemplatesFileSchema = z.strictObject({ about: z.string().min(1), templates: z.array(realTemplateFactSchema) });

const read = (file: string) => readFacts(new URL(`./facts/${file}`, import.meta.url), realTemplatesFileSchema).templates;

/** Every real template, best known first. */
export const REAL_TEMPLATES: readonly RealTemplateFact[] = [
  ...read('realTemplates.json'),
  ...read('moreRealTemplates.json'),
  ...read('recentRealTemplates.json'),
];
