// Writes of custom templates, shared by the admin's and the users' own: one statement each (so a
// failure leaves nothing half-written), then this instance's registry is reloaded before the
// caller is answered and every other instance is told.
import type { Context } from '../../context';
import type { Prisma } from '../../generated/prisma/client';
import { encodeTemplateBoxes, type TemplateBox } from '../../../core/templates/customTemplate';
import { getTemplate, type CatalogueEntry } from '../../templates/catalogue/catalogue';
import { customFactsOf, type CustomFacts } from '../../templates/custom/registry';
import { TemplateNotFoundError } from '../generation/errors';
import { isUniqueViolation } from '../uniqueViolation';
import { announceTemplatesChanged, reloadCustomTemplates } from './registrySync';
import type { TemplatePicture } from './picture';

export type TemplateContext = Pick<Context, 'prisma' | 'viewer' | 'session' | 'pubsub' | 'log'>;

/** The signed-in caller; the schema's scopes make sure there is one. */
export function requireViewer(ctx: TemplateContext): NonNullable<Context['viewer']> {
  if (!ctx.viewer) throw new Error('templates are saved by a signed-in user');
  return ctx.viewer;
}

/** The columns of a picture. */
export function pictureColumns(picture: TemplatePicture) {
  const { bytes, mimeType, width, height, isGif, sha256 } = picture;
  return { bytes, mimeType, width, height, isGif, sha256 };
}

/** The boxes column. */
export function boxesColumn(boxes: readonly TemplateBox[]): Prisma.InputJsonValue {
  return encodeTemplateBoxes(boxes);
}

/**
 * Inserts a template under the first free slug `slugFor(attempt)` gives; a slug another instance
 * took meanwhile (the unique index refuses it) moves on to the next. `refused` names other
 * unique violations (an administrator's name taken meanwhile).
 */
export async function insertTemplate(
  ctx: TemplateContext,
  slugFor: (attempt: number) => string,
  data: Omit<Prisma.CustomTemplateUncheckedCreateInput, 'slug'>,
  refused: () => Promise<Error | undefined> = async () => undefined,
): Promise<CatalogueEntry> {
  for (let attempt = 0; ; attempt += 1) {
    const slug = slugFor(attempt);
    try {
      await ctx.prisma.customTemplate.create({ data: { ...data, slug }, select: { id: true } });
      return await published(ctx, slug);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 20) throw error;
      const reason = await refused();
      if (reason) throw reason;
    }
  }
}

/** Reloads this instance's registry, tells the others, and answers the template as it is now. */
export async function published(ctx: TemplateContext, slug: string): Promise<CatalogueEntry> {
  await reloadCustomTemplates(ctx);
  announceTemplatesChanged(ctx, slug);
  const template = getTemplate(slug);
  if (!template) throw new Error(`custom template ${slug} vanished after it was written`);
  return template;
}

/** A custom template, not deleted, that `belongs` accepts; TemplateNotFoundError for anything else. */
export function existingCustom(slug: string, belongs: (custom: CustomFacts) => boolean): CatalogueEntry & { custom: CustomFacts } {
  const template = getTemplate(slug);
  const custom = template && customFactsOf(template);
  if (!template || !custom || custom.deleted || !belongs(custom)) throw new TemplateNotFoundError(slug);
  return { ...template, custom };
}

/** Soft-deletes a template: it leaves every list, and memes made on it keep their picture. */
export async function softDelete(ctx: TemplateContext, template: CatalogueEntry & { custom: CustomFacts }): Promise<string> {
  const { count } = await ctx.prisma.customTemplate.updateMany({ where: { id: template.custom.rowId, deletedAt: null }, data: { deletedAt: new Date() } });
  if (count === 0) throw new TemplateNotFoundError(template.id);
  await published(ctx, template.id);
  return template.id;
}
