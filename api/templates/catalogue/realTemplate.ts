// The facts of the real meme templates (facts/realTemplates.json, then facts/moreRealTemplates.json,
// then facts/recentRealTemplates.json, then facts/memegenTemplates.json; their sources are in each
// file's "about"), checked at load.
// Facts are data only: classics.ts turns them into catalogue templates.
import { z } from 'zod';
import { TEMPLATE_CATEGORIES } from '../../../core/templates/types';
import { readFacts } from '../factsFile';

/**
 * Where the captions go on a picture: 'keep' means boxes placed for it (handPlaced.json, or a public
 * source's placements: imgflipPlaced.json, memegenPlaced.json); the others are
 * the common layouts of meme pictures (see layouts.ts, realLayout).
 */
const realLayoutSchema = z.enum(['keep', 'tb', 'top', 'bottom', 'center', 'drake', 'rows', 'left', 'cols', 'grid', 'labels']);
export type RealLayout = z.infer<typeof realLayoutSchema>;

export const yearMonthSchema = z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'expected a year-month like 2017-08');

/**
 * Where real template pictures come from: Imgflip's image host (most of them), or memegen.link's
 * repository of templates (jacebrowning/memegen). Each is a setting (imageHost.ts, pictureHostBase).
 */
export const PICTURE_HOSTS = ['imgflip', 'memegen'] as const;
export type PictureHost = (typeof PICTURE_HOSTS)[number];

/** The picture path each host's facts use: Imgflip's base-36 id, or memegen's template folder and file. */
const PICTURE_PATHS: Record<PictureHost, { pattern: RegExp; example: string }> = {
  imgflip: { pattern: /^\/[0-9a-z]+\.(?:jpg|png)$/, example: '/30b1gx.jpg' },
  memegen: { pattern: /^\/[a-z0-9]+(?:-[a-z0-9]+)*\/default\.(?:jpg|png)$/, example: '/stonks/default.png' },
};

const realTemplateFactSchema = z
  .strictObject({
    /** the template's name as people know it (Imgflip's or memegen's, unless ours was already in use) */
    name: z.string().min(1),
    /** the host of the picture; Imgflip's when not named */
    host: z.enum(PICTURE_HOSTS).optional(),
    /** path of the picture on its host: /<base-36 Imgflip id>.jpg on Imgflip's, /<template>/default.png on memegen's */
    image: z.string(),
    /** the picture's true size in pixels */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** Imgflip's template id: required for Imgflip's pictures, recorded for others only where a public source gives it */
    imgflipId: z.number().int().positive().optional(),
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
  })
  .superRefine((fact, context) => {
    const { pattern, example } = PICTURE_PATHS[fact.host ?? 'imgflip'];
    if (!pattern.test(fact.image)) context.addIssue({ code: 'custom', path: ['image'], message: `expected a picture path like ${example}` });
    if (fact.host === undefined && fact.imgflipId === undefined)
      context.addIssue({ code: 'custom', path: ['imgflipId'], message: 'an Imgflip picture needs its id' });
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
  ...read('memegenTemplates.json'),
];

/** The host a fact's picture is on. */
export const pictureHostOf = (fact: Pick<RealTemplateFact, 'host'>): PictureHost => fact.host ?? 'imgflip';
