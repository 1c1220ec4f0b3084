import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

/** The @connection keys of every list of partner sites the app shows (admin table, /uwu page). */
export const AFFILIATE_SITE_CONNECTION_KEYS = ['AdminSitesPanel_affiliateSites', 'AffiliatesPage_affiliateSites'] as const;

/**
 * The store ids of those lists, for @appendEdge and @deleteEdge: a created or deleted site shows
 * in (or leaves) every list already loaded, without reloading it. Lists not loaded are skipped.
 */
export function affiliateSiteConnectionIds(): string[] {
  return AFFILIATE_SITE_CONNECTION_KEYS.map((key) => ConnectionHandler.getConnectionID(ROOT_ID, key));
}
