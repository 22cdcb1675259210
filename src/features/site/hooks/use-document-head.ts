import { useEffect } from 'react';
import { setFavicon, setMetaDescription } from '../head-elements';
import { pageTitle } from '../model/page-title';
import { safeIconUrl } from '../model/safe-url';
import { useDomainSetting } from './use-domain-setting';

/** Call it once, where the route's title is known. */
export function useDocumentHead(routeTitle: string): void {
  const { data: settings } = useDomainSetting();
  const title = pageTitle(settings?.domainTitle, routeTitle);
  const description = settings?.description?.trim() ?? '';
  const favicon = safeIconUrl(settings?.favicon);

  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);

  useEffect(() => {
    if (description !== '') setMetaDescription(description);
  }, [description]);

  useEffect(() => {
    if (favicon !== undefined) setFavicon(favicon);
  }, [favicon]);
}
