import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { earlyAnswerFailed } from '@/api/early-answers';
import { domainSettingQueryOptions, siteConfigQueryOptions } from '@/features/site';
import { sportTreeQueryOptions } from '@/features/sports';
import { shownPath } from '@/config/paths';
import { loadScreen, screenRoutes, type ScreenRoute } from '../screen-routes';

export function screenAt(pathname: string): ScreenRoute | undefined {
  const path = shownPath(pathname);
  return screenRoutes.find((route) => matchPath({ path: route.path, end: true }, path) !== null);
}

/** As the app starts, not after a slow first render. */
export function startFirstLoads(queryClient: QueryClient, pathname: string): void {
  const screen = screenAt(pathname);
  if (screen) loadScreen(screen).catch(() => undefined);
  // A failed early answer is left to its screen: React Query would hide it.
  if (!earlyAnswerFailed('getDomainSetting')) void queryClient.prefetchQuery(domainSettingQueryOptions());
  void queryClient.prefetchQuery(siteConfigQueryOptions());
  if (screen?.layout === 'main' && !earlyAnswerFailed('getSportTree')) void queryClient.prefetchQuery(sportTreeQueryOptions());
}
