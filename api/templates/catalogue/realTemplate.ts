// The shape of one real meme template's facts (realTemplatesA.ts, realTemplatesB.ts,
// realTemplatesC.ts) and the whole list. Facts are data only: classics.ts turns them into
// catalogue templates.
import type { TemplateCategory } from '../../../core/templates/types';
import { REAL_TEMPLATES_A } from './realTemplatesA';
import { REAL_TEMPLATES_B } from './realTemplatesB';
import { REAL_TEMPLATES_C } from './realTemplatesC';

/**
 * Where the captions go on a picture: 'keep' means hand-placed boxes (classics.ts); the others are
 * the common layouts of meme pictures (see layouts.ts, realLayout).
 */
export type RealLayout = 'keep' | 'tb' | 'top' | 'bottom' | 'center' | 'drake' | 'rows' | 'left' | 'cols' | 'grid' | 'labels';

export type RealTemplateFact = {
  /** the template's name as people know it (Imgflip's, unless ours was already in use) */
  name: string;
  /** path of the picture on the template image host (i.imgflip.com): its base-36 Imgflip id */
  image: string;
  /** the picture's true size in pixels */
  width: number;
  height: number;
  imgflipId: number;
  category: TemplateCategory;
  layout: RealLayout;
  /** what each caption box means, in box order (at most 4) */
  boxes: string[];
  /** when people use the meme, in one line */
  use: string;
  tags: string[];
  /** year-month the picture joined Imgflip, estimated from its template id */
  added: string;
};

/** Every real template, best known first. */
export const REAL_TEMPLATES: readonly RealTemplateFact[] = [...REAL_TEMPLATES_A, ...REAL_TEMPLATES_B, ...REAL_TEMPLATES_C];
