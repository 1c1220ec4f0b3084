// Keeps this instance's registry of custom templates (api/templates/custom/registry.ts) equal to
// the database: loaded at start, reloaded whenever any instance publishes templatesChanged (through
// Redis when configured, so every instance hears it), and by a writer itself before it answers,
// so its own client never sees the old list.
import type { AppDeps } from '../../context';
import { customEntryOf, replaceCustomTemplates, type CustomEntry, type CustomTemplateRow } from '../../templates/custom/registry';

type SyncDeps = Pick<AppDeps, 'prisma' | 'pubsub' | 'log'>;

/** Every column but the picture's bytes. */
const ROW_COLUMNS = {
  id: true,
  slug: true,
  ownerId: true,
  addedById: true,
  name: true,
  aliases: true,
  description: true,
  category: true,
  tags: true,
  isGif: true,
  width: true,
  height: true,
  mimeType: true,
  sha256: true,
  boxes: true,
  createdAt: true,
  updatedAt: true,
  deletedAt: true,
} as const;

/** Reads every custom template (deleted ones too: old memes render on them) into the registry. */
export async function reloadCustomTemplates(deps: Pick<AppDeps, 'prisma' | 'log'>): Promise<void> {
  const rows: CustomTemplateRow[] = await deps.prisma.customTemplate.findMany({ select: ROW_COLUMNS, orderBy: { id: 'asc' } });
  const entries: CustomEntry[] = [];
  for (const row of rows) {
    try {
      entries.push(customEntryOf(row));
    } catch (error) {
      // One unreadable row must not hide every other template.
      deps.log.error('a custom template could not be read; it is left out', { slug: row.slug, error: String(error) });
    }
  }
  replaceCustomTemplates(entries);
}

/** Tells every instance (this one included) that custom templates changed. */
export function announceTemplatesChanged(deps: Pick<AppDeps, 'pubsub'>, slug: string): void {
  deps.pubsub.publish('templatesChanged', { slug });
}

export type CustomTemplateSync = { stop(): Promise<void> };

/** Loads the registry now and reloads it on every templatesChanged until stop(). */
export async function startCustomTemplateSync(deps: SyncDeps): Promise<CustomTemplateSync> {
  await reloadCustomTemplates(deps);
  const events = deps.pubsub.subscribe('templatesChanged')[Symbol.asyncIterator]();
  // Reloads run one at a time; events arriving meanwhile make one more reload, not one each.
  let running: Promise<void> = Promise.resolve();
  let pending = false;
  const reload = () => {
    if (pending) return;
    pending = true;
    running = running.then(async () => {
      pending = false;
      await reloadCustomTemplates(deps).catch((error: unknown) =>
        deps.log.warn('reloading custom templates failed; the next change reloads them', { error: String(error) }),
      );
    });
  };
  const listening = (async () => {
    for (;;) {
      const next = await events.next();
      if (next.done) return;
      reload();
    }
  })();
  return {
    async stop() {
      await events.return?.();
      await listening;
      await running;
    },
  };
}
