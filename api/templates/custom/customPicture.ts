// The picture of a custom template: its bytes in the custom_templates row, copied from the upload
// it was made from, so every instance serves the same picture and deleting the upload keeps it.
import type { AppDeps } from '../../context';
import type { CustomEntry } from './registry';

/** The stored picture of a custom template; undefined when its row is gone (or no database is at hand). */
export async function readCustomPicture(entry: CustomEntry, deps: Partial<Pick<AppDeps, 'prisma'>>): Promise<{ bytes: Buffer; mimeType: string } | undefined> {
  if (!deps.prisma) return undefined;
  const row = await deps.prisma.customTemplate.findUnique({ where: { id: entry.custom.rowId }, select: { bytes: true, mimeType: true } });
  return row ? { bytes: Buffer.from(row.bytes), mimeType: row.mimeType } : undefined;
}
