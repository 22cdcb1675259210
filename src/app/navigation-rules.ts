import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

// Pure rules of docs/product.md §2 "Navigation behaviour", kept apart from React so they are table-tested.

const isMatchList = (pathname: string) => matchPath({ path: paths.matchList, caseSensitive: false }, pathname) !== null;
const isPath = (path: string, pathname: string) => matchPath({ path, caseSensitive: false }, pathname) !== null;

/** No loading indicator for changes to or from the match list, or to the account menu. */
export function showsRouteIndicator(fromPathname: string | undefined, toPathname: string): boolean {
  if (fromPathname === toPathname) return false;
  if (isMatchList(toPathname) || (fromPathname !== undefined && isMatchList(fromPathname))) return false;
  return !isPath(paths.accountMenu, toPathname);
}

export interface LayoutFlags {
  /** The right sidebar: shown on the match list only. */
  sidebarVisible: boolean;
  /** The footer: hidden on the markets page. */
  footerVisible: boolean;
  /** False in the lobby with casino on: the navbar does not scroll, and the back-to-sports control shows. */
  navbarScrollable: boolean;
}

export function layoutFlagsFor(pathname: string, casinoEnabled: boolean): LayoutFlags {
  return {
    sidebarVisible: isMatchList(pathname),
    footerVisible: !isPath(paths.markets, pathname),
    navbarScrollable: !(casinoEnabled && isPath(paths.lobby, pathname)),
  };
}

/** Leaving /lobby reloads expected P&L and open bets (docs/product.md §2). */
export function leftLobby(fromPathname: string | undefined, toPathname: string): boolean {
  return fromPathname !== undefined && isPath(paths.lobby, fromPathname) && !isPath(paths.lobby, toPathname);
}
