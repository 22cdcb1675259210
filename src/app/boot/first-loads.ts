import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { earlyAnswerFailed } from '@/api/early-answers';
import { domainSettingQueryOptions, siteConfigQueryOptions } from '@/features/site';
import { sportTreeQueryOptions } from '@/features/sports';
import { shownPath } from '@/config/paths';
import { loadScreen, screenRoutes, type ScreenRoute } from '../screen-routes';

/** The screen of the route table at `pathname`, if any ('/' is the landing page it redirects to;
 * the other redirects and the 404 have none). */
export function screenAt(pathname: string): ScreenRoute | undefined {
  const path = shownPath(pathname);
  return screenRoutes.find((route) => matchPath({ path: route.path, end: true }, path) !== null);
}

/**
 * What the first page needs, asked for as the app starts instead of by the first render's effects
 * (on a slow phone the first render takes hundreds of milliseconds, and the data and the
 * screen's code then arrived only after it). The same query options as the hooks that read them, so
 * those find the loads under way; the screen's chunk is the one its route's lazy component imports.
 * Nothing here reports failures: the screens do, as they always have.
 */
export function startFirstLoads(queryClient: QueryClient, pathname: string): void {
  const screen = screenAt(pathname);
  if (screen) loadScreen(screen).catch(() => undefined);
  // A load the boot chunk made and that failed (src/api/early-answers.ts) is left to the screen that
  // shows it: settled here, before the first render, its error would be gone by the time a screen
  // mounted (React Query hides an error it is about to refetch), and no toast would say it.
  if (!earlyAnswerFailed('getDomainSetting')) void queryClient.prefetchQuery(domainSettingQueryOptions());
  void queryClient.prefetchQuery(siteConfigQueryOptions());
  // The main layout's sports menu shows the tree on every page it frames.
  if (screen?.layout === 'main' && !earlyAnswerFailed('getSportTree')) void queryClient.prefetchQuery(sportTreeQueryOptions());
}
