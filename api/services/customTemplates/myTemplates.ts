// A user's own templates: an uploaded picture with its boxes, saved under 'My templates' in every
// picker, seen by nobody else (memes made on it still render for whoever may see those memes).
import { myTemplateSchema } from '../../../core/templates/customTemplate';
import type { CatalogueEntry } from '../../templates/catalogue/catalogue';
import { validateInput } from '../errors';
import { pictureFromUpload } from './picture';
import { privateSlug } from './slugs';
import { boxesColumn, existingCustom, insertTemplate, pictureColumns, requireViewer, softDelete, type TemplateContext } from './store';

/** What 'save as template' sends; `uploadId` is what uploadImage answered the same user. */
export type MyTemplateInput = { uploadId: string; name: string; boxes: readonly unknown[] };

/** Saves the viewer's upload as their own template. */
export async function saveMyTemplate(ctx: TemplateContext, input: MyTemplateInput): Promise<CatalogueEntry> {
  const user = requireViewer(ctx);
  const values = validateInput(myTemplateSchema, input);
  const picture = await pictureFromUpload(ctx, input.uploadId);
  return insertTemplate(ctx, () => privateSlug(values.name), {
    name: values.name,
    aliases: [],
    description: '',
    // Own templates are listed only under 'mine'; the category is the spec's neutral one.
    category: 'reaction',
    tags: [],
    boxes: boxesColumn(values.boxes),
    ...pictureColumns(picture),
    ownerId: user.id,
    addedById: user.id,
  });
}

/** Deletes one of the viewer's own templates; memes made on it keep rendering. */
export async function deleteMyTemplate(ctx: TemplateContext, slug: string): Promise<string> {
  const user = requireViewer(ctx);
  return softDelete(
    ctx,
    existingCustom(slug, (custom) => custom.ownerId === user.id),
  );
}
