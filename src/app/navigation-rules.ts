import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

// docs/product.md §2 "Navigation behaviour", apart from React so they are table-tested.

const isMatchList = (pathname: string) => matchPath({ path: paths.matchList, caseSensitive: false }, pathname) !== null;
const isPath = (path: string, pathname: string) => matchPath({ path, caseSensitive: false }, pathname) !== null;

export function showsRouteIndicator(fromPathname: string | undefined, toPathname: string): boolean {
  if (fromPathname === toPathname) return false;
  if (isMatchList(toPathname) || (fromPathname !== undefined && isMatchList(fromPathname))) return false;
  return !isPath(paths.accountMenu, toPathname);
}

export interface LayoutFlags {
  sidebarVisible: boolean;
  footerVisible: boolean;
  /** False in the lobby with casino on: the navbar does not scroll. */
  navbarScrollable: boolean;
}

export function layoutFlagsFor(pathname: string, casinoEnabled: boolean): LayoutFlags {
  return {
    sidebarVisible: isMatchList(pathname),
    footerVisible: !isPath(paths.markets, pathname),
    navbarScrollable: !(casinoEnabled && isPath(paths.lobby, pathname)),
  };
}

export function leftLobby(fromPathname: string | undefined, toPathname: string): boolean {
  return fromPathname !== undefined && isPath(paths.lobby, fromPathname) && !isPath(paths.lobby, toPathname);
}
