import { keepEarlyAnswer } from '@/api/early-answers';
import type { DomainSetting, GetDomainSettingResponse, GetSportTreeResponse, Sport } from '@/api/generated/types.gen';
// The two operations' own modules, not the SDK's barrel: this runs in the boot chunk (src/app/main.tsx),
// and the barrel would bring every operation into it.
import { getDomainSetting } from '@/api/generated/sdk/getDomainSetting.gen';
import { getSportTree } from '@/api/generated/sdk/getSportTree.gen';
import { paths, shownPath } from '@/config/paths';
import { paintMarketsPending } from '@/features/markets/first-paint';
import { isSignedIn } from '@/features/session/first-paint';
import { BRAND_FONT_FAMILY, brandColorSchemes, domainSettingRequest, firstPaintColorVariables, getThemeState } from '@/features/site/first-paint';
import { paintMatchList } from '@/features/sports/first-paint';
import layout from '../layouts/main-layout.module.css';
import { applyAppStyles } from '../app-styles';
import { PHONE_LAYOUT } from './first-screen';

/** A screen's main content as a visitor sees it for this tree, settings and path, or null when the
 * screen would show something else. */
type Painter = (tree: readonly Sport[], settings: DomainSetting, params: Record<string, string | undefined>) => Node | null;

/** The screens that paint, by their routes' paths (the route table's, src/app/screen-routes.tsx). */
const painters: Array<{ path: string; paint: Painter }> = [
  { path: paths.matchList, paint: paintMatchList },
  { path: paths.markets, paint: paintMarketsPending },
];

/**
 * `pathname`'s parameters if it matches `path` (a route's pattern: `:name` segments, `:name?` optional
 * ones), as react-router matches it (case-insensitive, a trailing slash allowed); null otherwise.
 * react-router itself is the app's, not the boot chunk's; tests/integration/first-paint.test.tsx
 * holds this to its `matchPath`.
 */
export function matchRoute(path: string, pathname: string): Record<string, string | undefined> | null {
  const wanted = path.split('/').filter(Boolean);
  const given = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (pathname !== '/' && !pathname.startsWith('/')) return null;
  const params: Record<string, string | undefined> = {};
  let at = 0;
  for (const segment of wanted) {
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(1, -1) : segment.startsWith(':') ? segment.slice(1) : null;
    const value = given[at];
    if (name === null) {
      if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) return null;
      at += 1;
    } else if (value !== undefined) {
      params[name] = value; // as react-router gives it: not decoded
      at += 1;
    } else if (!optional) return null;
  }
  return at === given.length ? params : null;
}

/** The screen that paints at `pathname` ('/' is the landing page it redirects to), with its parameters. */
function painterAt(pathname: string): { paint: Painter; params: Record<string, string | undefined> } | null {
  const path = shownPath(pathname);
  for (const { path: pattern, paint } of painters) {
    const params = matchRoute(pattern, path);
    if (params) return { paint, params };
  }
  return null;
}

/**
 * A phone's first visit: the first page's main content painted in plain DOM as soon as its data is in,
 * in place of index.html's 'Loading…', before the app's code has arrived (docs/performance.md "The
 * first screen before the app"). It asks for the domain settings and the sport tree through the
 * generated SDK (the calls the early-loads script hinted, so the browser hands them the preloaded
 * answers) and keeps the answers for the app's first loads (src/api/early-answers.ts). React's first
 * commit replaces what it paints, box for box. Only where the page's geometry is known without the
 * app: a visitor (a player's sports depend on their own flags), the phone layout (wider ones have the
 * menu and the slip beside the page, by the brand's settings), a site that is not suspended, and a
 * screen that paints. Nothing is painted once React has committed, or when a load fails (the screen
 * says why).
 */
export async function paintFirstScreen(pathname: string, root: HTMLElement): Promise<void> {
  const frame = root.querySelector(':scope > main.boot');
  const screen = painterAt(pathname);
  if (!frame || !screen || isSignedIn() || !matchMedia(PHONE_LAYOUT).matches) return;
  const loads = [
    keepEarlyAnswer<GetSportTreeResponse>('getSportTree', getSportTree({ throwOnError: true }).then((answer) => answer.data)),
    keepEarlyAnswer<GetDomainSettingResponse>('getDomainSetting', getDomainSetting({ ...domainSettingRequest(), throwOnError: true }).then((answer) => answer.data)),
  ] as const;
  // Both settled before the app starts, so that it knows which failed (src/api/early-answers.ts).
  await Promise.allSettled(loads);
  const [tree, settings] = await Promise.all([
    ...loads,
    applyAppStyles(), // the frame in index.html painted without them; the painted boxes need them
  ]);
  // The settings' flag (docs/product.md §3 siteSuspended): the app's guard sends the player on.
  if (!frame.isConnected || settings.result.siteSuspended === true) return;
  const content = screen.paint(tree.result, settings.result, screen.params);
  if (!content) return;
  const page = document.createElement('main');
  page.className = layout.main ?? '';
  page.append(content);
  const shell = document.createElement('div');
  shell.className = layout.shell ?? '';
  // What the brand's theme gives the page that Mantine's static variables do not, and the boxes
  // depend on: its font, in the CSS variables the provider sets on its first render, its colour
  // scheme (the outlined badges' borders are drawn in the scheme's colours), which the provider
  // puts on <html> as it mounts, and the colours of its links and dimmed text (AA contrast).
  const theme = getThemeState().theme;
  shell.style.cssText = `font-family:${BRAND_FONT_FAMILY};--mantine-font-family:${BRAND_FONT_FAMILY};--mantine-font-family-headings:${BRAND_FONT_FAMILY}`;
  for (const [variable, value] of Object.entries(firstPaintColorVariables(theme))) shell.style.setProperty(variable, value);
  document.documentElement.setAttribute('data-mantine-color-scheme', brandColorSchemes[theme]);
  shell.append(page);
  frame.replaceWith(shell);
}
