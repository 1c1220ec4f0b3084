import { z } from 'zod';
import { messageIds } from '../errors/messageId';

/**
 * The spec's affiliate site form rules (section 5), one definition for the admin forms and the
 * server. Each issue's `message` is a message id (a key of locales/<code>.json; en.json has the
 * spec's text word for word).
 */
export const affiliateSiteMessages = messageIds({
  titleRequired: 'AffiliateSiteForm.titleRequired',
  titleTooLong: 'AffiliateSiteForm.titleTooLong',
  urlRequired: 'AffiliateSiteForm.urlRequired',
  urlInvalid: 'AffiliateSiteForm.urlInvalid',
  descriptionRequired: 'AffiliateSiteForm.descriptionRequired',
  descriptionTooLong: 'AffiliateSiteForm.descriptionTooLong',
  logoUrlRequired: 'AffiliateSiteForm.logoUrlRequired',
  logoUrlInvalid: 'AffiliateSiteForm.logoUrlInvalid',
});

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

function webUrl(required: string, invalid: string) {
  return z.string().trim().min(1, required).max(AFFILIATE_SITE_LIMITS.urlMax, invalid).refine(isWebUrl, invalid);
}

const m = affiliateSiteMessages;

/** Title 1–100, url and logoUrl http(s) URLs, description 1–500; values are trimmed. */
export const affiliateSiteSchema = z.object({
  title: z.string().trim().min(1, m.titleRequired).max(AFFILIATE_SITE_LIMITS.titleMax, m.titleTooLong),
  url: webUrl(m.urlRequired, m.urlInvalid),
  description: z.string().trim().min(1, m.descriptionRequired).max(AFFILIATE_SITE_LIMITS.descriptionMax, m.descriptionTooLong),
  logoUrl: webUrl(m.logoUrlRequired, m.logoUrlInvalid),
});

export type AffiliateSiteInput = z.input<typeof affiliateSiteSchema>;
export type AffiliateSiteValues = z.output<typeof affiliateSiteSchema>;
