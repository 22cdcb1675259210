/** undefined keeps what index.html set. */
export function pageTitle(domainTitle: string | null | undefined, routeTitle: string | null | undefined): string | undefined {
  const domain = domainTitle?.trim() ?? '';
  const route = routeTitle?.trim() ?? '';
  if (domain !== '' && route !== '') return `${domain} | ${route}`;
  if (route !== '') return route;
  if (domain !== '') return domain;
  return undefined;
}
