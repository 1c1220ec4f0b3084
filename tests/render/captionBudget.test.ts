// A box's character budget against the real renderer: a caption as long as the budget is drawn at
// the renderer's legible floor in the real template's box with the bundled Anton face, and a much longer one is
// not. The glyph width the budget assumes is measured on Skia.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { getTemplate } from '../../api/templates/catalogue/catalogue';
import { withBundledFonts } from '../../api/render/worker/fonts';
import type { MemeCanvasContext } from '../../core/render/canvas';
import { budgetInLanguage, captionBudgets, LATIN_GLYPH_EM } from '../../core/render/captionBudget';
import { TEXT_DEFAULTS } from '../../core/render/constants';
import { captionSizes } from '../../core/render/placement';
import { layoutMemeCaptions } from '../../core/render/renderMeme';

const context = (): MemeCanvasContext => withBundledFonts(createCanvas(10, 10).getContext('2d') as unknown as MemeCanvasContext);

const WORDS =
  'me pretending to work while the boss walks past my desk for the third time this morning and the coffee machine is broken again so nobody is talking to anyone'.split(
    ' ',
  );
/** Everyday words, as many as fit in `length` characters. */
function captionOf(length: number): string {
  let text = '';
  for (let index = 0; ; index += 1) {
    const next = text ? `${text} ${WORDS[index % WORDS.length]}` : WORDS[0]!;
    if (next.length > length) return text;
    text = next;
  }
}

/** The lines and font size the renderer gives `text` in box `index` of `templateId`, its boxes starting at the legible size. */
function layoutAtLegibleSize(templateId: string, index: number, text: string) {
  const template = getTemplate(templateId)!;
  const legible = captionSizes(template, template.textPositions.length).floor;
  const textPositions = template.textPositions;
  // A caption's own size is the largest it is drawn at: here, the legible floor.
  const captions = textPositions.map((position, at) => ({ id: position.id, position: position.position, text: at === index ? text : '', fontSize: legible }));
  const [layout] = layoutMemeCaptions(context(), { width: template.width, height: template.height, background: null, captions, textPositions });
  return { lines: layout!.lines.length, fontSize: layout!.fontSize, legible };
}

describe('captionBudgets', () => {
  it("assumes Anton's measured average character width", () => {
    const ctx = context();
    ctx.font = 'bold 100px Anton';
    const samples = ['WHEN THE WIFI DROPS DURING AN ONLINE EXAM', 'ME PRETENDING TO WORK WHILE THE BOSS WALKS BY', 'EXPLAINING MY SCREEN TIME TO MY MOM'];
    const em = samples.reduce((sum, text) => sum + ctx.measureText(text).width / 100 / text.length, 0) / samples.length;
    expect(Math.abs(em - LATIN_GLYPH_EM)).toBeLessThan(0.015);
  });

  it.each([
    ['drake-hotline-bling', 2],
    ['expanding-brain', 4],
    ['change-my-mind', 1],
    ['distracted-boyfriend', 3],
  ])('%s: each of its %i boxes holds its budget legibly and not half as much again', (templateId, boxes) => {
    const template = getTemplate(templateId)!;
    const budgets = captionBudgets(template, template.textPositions);
    expect(budgets).toHaveLength(boxes);
    budgets.forEach((budget, index) => {
      const fits = layoutAtLegibleSize(templateId, index, captionOf(budget));
      expect(fits.fontSize).toBe(fits.legible);
      expect(fits.lines).toBeLessThanOrEqual(3);
      const tooLong = layoutAtLegibleSize(templateId, index, captionOf(Math.ceil(budget * 1.6)));
      expect(tooLong.fontSize < tooLong.legible || tooLong.lines > 3).toBe(true);
    });
  });

  it("gives Drake's two equal boxes the same budget, and a box crowded by its neighbours fewer lines", () => {
    const drake = getTemplate('drake-hotline-bling')!;
    const [rejected, preferred] = captionBudgets(drake, drake.textPositions);
    expect(rejected).toBe(preferred);
    expect(rejected).toBeGreaterThanOrEqual(30);
    // A box between two others 7 % of the height away gets one line; with them off to the side, three.
    const box = { x: 30, y: 45, width: 40 };
    const picture = { width: 800, height: 800 };
    const [, stacked] = captionBudgets(picture, [{ ...box, y: 38 }, box, { ...box, y: 52 }]);
    const [, beside] = captionBudgets(picture, [{ ...box, x: 80, y: 38 }, box, { ...box, x: 80, y: 52 }]);
    expect(stacked).toBeGreaterThanOrEqual(12);
    expect(beside).toBeGreaterThanOrEqual(stacked! * 2.5);
  });

  it('gives an uploaded picture top and bottom budgets from its size: a wide photo holds more than a tall one', () => {
    const wide = captionBudgets({ width: 1200, height: 800 }, []);
    const tall = captionBudgets({ width: 600, height: 1200 }, []);
    expect(wide).toHaveLength(2);
    expect(wide[0]).toBe(wide[1]);
    expect(wide[0]).toBeGreaterThan(tall[0]!);
    // A caption of the tall picture's budget keeps the legible size in the default top box.
    const ctx = context();
    const legible = captionSizes({ width: 600, height: 1200 }, 2).floor;
    const [layout] = layoutMemeCaptions(ctx, {
      width: 600,
      height: 1200,
      background: null,
      captions: [{ id: 'top', position: 'top', text: captionOf(tall[0]!), fontSize: legible }],
    });
    expect(layout!.fontSize).toBe(legible);
    expect(layout!.lines.length * legible * TEXT_DEFAULTS.lineHeight).toBeLessThanOrEqual(1200 * TEXT_DEFAULTS.maxHeightRatio);
  });

  it('counts fewer characters for the wide glyphs of Japanese, Chinese and Korean', () => {
    expect(budgetInLanguage(52, 'en')).toBe(52);
    expect(budgetInLanguage(52, 'es')).toBe(52);
    expect(budgetInLanguage(52, 'ja')).toBe(22);
    expect(budgetInLanguage(52, 'ko')).toBeLessThan(52);
    expect(budgetInLanguage(52, 'ko')).toBeGreaterThan(22);
  });
});
