// docs/product.md §2: the page title is '{domainTitle} | {route title}'.

/** The document title, or undefined when there is nothing to say (keep what index.html set). */
export function pageTitle(domainTitle: string | null | undefined, routeTitle: string | null | undefined): string | undefined {
  const domain = domainTitle?.trim() ?? '';
  const route = routeTitle?.trim() ?? '';
  if (domain !== '' && route !== '') return `${domain} | ${route}`;
  if (route !== '') return route; // settings not loaded yet
  if (domain !== '') return domain; // a route without a title
  return undefined;
}
