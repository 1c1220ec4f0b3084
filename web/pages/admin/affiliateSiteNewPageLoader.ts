// The create form needs no data; the route keeps a loader so every admin page loads the same way.
export type AffiliateSiteNewPageLoaderData = null;

export function affiliateSiteNewPageLoader(): AffiliateSiteNewPageLoaderData {
  return null;
}
