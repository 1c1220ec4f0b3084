import type { IntlShape } from 'react-intl';
import { DEFAULT_PACKS } from '../../../core/payments/defaultPacks';
import type { MessageId } from '../../i18n/messageIds';

type PackTexts = { name: string; description?: string | null };

/**
 * A pack's name and description in the interface language. Packs are data: a built-in pack is
 * known by its seeded name, and each text is translated only while it is still the seeded English
 * one; a pack an admin made (or a text an admin changed) shows as written.
 */
export function packText(intl: IntlShape, pack: PackTexts): { name: string; description: string } {
  const builtIn = DEFAULT_PACKS.find((known) => known.name === pack.name);
  const description = pack.description ?? '';
  if (!builtIn) return { name: pack.name, description };
  const message = (field: 'name' | 'description') => intl.formatMessage({ id: `TokenPack.${builtIn.key}.${field}` satisfies MessageId });
  return { name: message('name'), description: description === builtIn.description ? message('description') : description };
}
