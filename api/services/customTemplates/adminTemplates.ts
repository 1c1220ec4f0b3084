// Templates administrators add for everyone: in search, the pickers and Text to Meme on every
// instance as soon as they are saved (api/templates/custom/registry.ts), without a release.
import { adminTemplateSchema, customTemplateMessages, type AdminTemplateValues } from '../../../core/templates/customTemplate';
import { searchWords } from '../../templates/search/search';
import { templateCatalogue, type CatalogueEntry } from '../../templates/catalogue/catalogue';
import { englishText, validateInput, ValidationError } from '../errors';
import { isUniqueViolation } from '../uniqueViolation';
import { pictureFromUpload } from './picture';
import { adminSlug } from './slugs';
import { boxesColumn, existingCustom, insertTemplate, pictureColumns, published, requireViewer, softDelete, type TemplateContext } from './store';

/** What the admin form sends; `uploadId` is what uploadImage answered (optional on update: the picture stays). */
export type AdminTemplateInput = {
  uploadId?: string | null;
  name: string;
  aliases?: readonly string[] | null;
  description: string;
  category: string;
  tags?: readonly string[] | null;
  boxes: readonly unknown[];
};

const nameKey = (name: string) => searchWords(name).join(' ');

function nameTaken(): ValidationError {
  const messageId = customTemplateMessages.nameTaken;
  return new ValidationError([{ field: 'name', messageId, message: englishText(messageId) }]);
}

/** Whether a template everybody sees (the catalogue's, or another administrator's) has this name. */
function nameInUse(name: string, exceptSlug?: string): boolean {
  const key = nameKey(name);
  return templateCatalogue().some((template: CatalogueEntry) => template.id !== exceptSlug && nameKey(template.name) === key);
}

/** Whether the database holds a listed template of this name (another instance may have just added it). */
async function nameStored(ctx: TemplateContext, name: string, exceptSlug?: string): Promise<boolean> {
  const found = await ctx.prisma.customTemplate.findFirst({
    where: { ownerId: null, deletedAt: null, name: { equals: name, mode: 'insensitive' }, ...(exceptSlug ? { slug: { not: exceptSlug } } : {}) },
    select: { id: true },
  });
  return found !== null;
}

function columns(values: AdminTemplateValues) {
  return {
    name: values.name,
    aliases: values.aliases,
    description: values.description,
    category: values.category,
    tags: values.tags,
    boxes: boxesColumn(values.boxes),
  };
}

/** Adds a template for everyone from the administrator's upload. */
export async function createAdminTemplate(ctx: TemplateContext, input: AdminTemplateInput): Promise<CatalogueEntry> {
  const admin = requireViewer(ctx);
  const values = validateInput(adminTemplateSchema, input);
  if (nameInUse(values.name) || (await nameStored(ctx, values.name))) throw nameTaken();
  const picture = await pictureFromUpload(ctx, input.uploadId ?? '');
  return insertTemplate(
    ctx,
    (attempt) => adminSlug(values.name, attempt),
    { ...columns(values), ...pictureColumns(picture), ownerId: null, addedById: admin.id },
    async () => ((await nameStored(ctx, values.name)) ? nameTaken() : undefined),
  );
}

/** Changes an administrator's template; its slug stays (memes store it). Without `uploadId` the picture stays. */
export async function updateAdminTemplate(ctx: TemplateContext, slug: string, input: AdminTemplateInput): Promise<CatalogueEntry> {
  requireViewer(ctx);
  const template = existingCustom(slug, (custom) => custom.ownerId === null);
  const values = validateInput(adminTemplateSchema, input);
  if (nameInUse(values.name, slug) || (await nameStored(ctx, values.name, slug))) throw nameTaken();
  const picture = input.uploadId ? await pictureFromUpload(ctx, input.uploadId) : undefined;
  try {
    await ctx.prisma.customTemplate.update({
      where: { id: template.custom.rowId },
      data: { ...columns(values), ...(picture ? pictureColumns(picture) : {}) },
      select: { id: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return published(ctx, slug);
}

/** Takes an administrator's template off every list; memes and share links made on it keep rendering. */
export async function deleteAdminTemplate(ctx: TemplateContext, slug: string): Promise<string> {
  requireViewer(ctx);
  return softDelete(
    ctx,
    existingCustom(slug, (custom) => custom.ownerId === null),
  );
}
