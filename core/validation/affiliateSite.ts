import { z } from 'zod';

/**
 * The spec's affiliate site form rules (section 5), one definition for the admin forms and the
 * server. Each issue's `message` is a message id (a key of locales/<code>.json); `english` is the
 * spec's text word for word.
 */
export const affiliateSiteMessages = {
  titleRequired: { id: 'AffiliateSiteForm.titleRequired', english: 'Title is required' },
  titleTooLong: { id: 'AffiliateSiteForm.titleTooLong', english: 'Title is too long' },
  urlRequired: { id: 'AffiliateSiteForm.urlRequired', english: 'URL is required' },
  urlInvalid: { id: 'AffiliateSiteForm.urlInvalid', english: 'Must be a valid URL' },
  descriptionRequired: { id: 'AffiliateSiteForm.descriptionRequired', english: 'Description is required' },
  descriptionTooLong: { id: 'AffiliateSiteForm.descriptionTooLong', english: 'Description is too long' },
  logoUrlRequired: { id: 'AffiliateSiteForm.logoUrlRequired', english: 'Logo URL is required' },
  logoUrlInvalid: { id: 'AffiliateSiteForm.logoUrlInvalid', english: 'Must be a valid image URL' },
} as const;

export const AFFILIATE_SITE_LIMITS = { titleMax: 100, descriptionMax: 500, urlMax: 2048 };

/**
 * True for an absolute `http:` or `https:` URL with a host. Everything else (`javascript:`,
 * `data:`, relative paths) is refused: these URLs become links and images on a public page.
 */
export function isWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
}

function webUrl(required: { id: string }, invalid: { id: string }) {
  return z
    .string()
    .trim()
    .min(1, required.id)
    .max(AFFILIATE_SITE_LIMITS.urlMax, invalid.id)
    .refine(isWebUrl, invalid.id);
}

const m = affiliateSiteMessages;

/** Title 1–100, url and logoUrl http(s) URLs, description 1–500; values are trimmed. */
export const affiliateSiteSchema = z.object({
  title: z.string().trim().min(1, m.titleRequired.id).max(AFFILIATE_SITE_LIMITS.titleMax, m.titleTooLong.id),
  url: webUrl(m.urlRequired, m.urlInvalid),
  description: z.string().trim().min(1, m.descriptionRequired.id).max(AFFILIATE_SITE_LIMITS.descriptionMax, m.descriptionTooLong.id),
  logoUrl: webUrl(m.logoUrlRequired, m.logoUrlInvalid),
});

export type AffiliateSiteInput = z.input<typeof affiliateSiteSchema>;
export type AffiliateSiteValues = z.output<typeof affiliateSiteSchema>;

const englishById = new Map<string, string>(Object.values(m).map((message) => [message.id, message.english]));

/** The English text of an affiliate form message id (other ids pass through). */
export function affiliateSiteEnglish(id: string): string {
  return englishById.get(id) ?? id;
}

/** Field → first message id and its English text, in the order of the form. */
export function affiliateSiteErrors(error: z.ZodError): { field: string; messageId: string; message: string }[] {
  const seen = new Set<string>();
  const result: { field: string; messageId: string; message: string }[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, messageId: issue.message, message: affiliateSiteEnglish(issue.message) });
  }
  return result;
}
