import { keepEarlyAnswer } from '@/api/early-answers';
import type { DomainSetting, GetDomainSettingResponse, GetSportTreeResponse, Sport } from '@/api/generated/types.gen';
// By file: the SDK's barrel would bring every operation into the boot chunk.
import { getDomainSetting } from '@/api/generated/sdk/getDomainSetting.gen';
import { getSportTree } from '@/api/generated/sdk/getSportTree.gen';
import { paths, shownPath } from '@/config/paths';
import { paintMarketsPending } from '@/features/markets/first-paint';
import { isSignedIn } from '@/features/session/first-paint';
import {
  BRAND_FONT_FAMILY,
  brandColorSchemes,
  domainSettingRequest,
  firstPaintColorVariables,
  getThemeState,
} from '@/features/site/first-paint';
import { paintMatchList } from '@/features/sports/first-paint';
import layout from '../layouts/main-layout.module.css';
import { applyAppStyles } from '../app-styles';
import { PHONE_LAYOUT } from './first-screen';

type Painter = (tree: readonly Sport[], settings: DomainSetting, params: Record<string, string | undefined>) => Node | null;

const painters: Array<{ path: string; paint: Painter }> = [
  { path: paths.matchList, paint: paintMatchList },
  { path: paths.markets, paint: paintMarketsPending },
];

/** react-router's matchPath, which the boot chunk lacks (tests/integration/first-paint.test.tsx). */
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

function painterAt(pathname: string): { paint: Painter; params: Record<string, string | undefined> } | null {
  const path = shownPath(pathname);
  for (const { path: pattern, paint } of painters) {
    const params = matchRoute(pattern, path);
    if (params) return { paint, params };
  }
  return null;
}

/** A phone visitor's first screen, before the app: docs/decisions/0004-first-paint-chunking-and-boot.md */
export async function paintFirstScreen(pathname: string, root: HTMLElement): Promise<void> {
  const frame = root.querySelector(':scope > main.boot');
  const screen = painterAt(pathname);
  if (!frame || !screen || isSignedIn() || !matchMedia(PHONE_LAYOUT).matches) return;
  const loads = [
    keepEarlyAnswer<GetSportTreeResponse>(
      'getSportTree',
      getSportTree({ throwOnError: true }).then((answer) => answer.data),
    ),
    keepEarlyAnswer<GetDomainSettingResponse>(
      'getDomainSetting',
      getDomainSetting({ ...domainSettingRequest(), throwOnError: true }).then((answer) => answer.data),
    ),
  ] as const;
  // Both settled, so the app knows which failed (src/api/early-answers.ts).
  await Promise.allSettled(loads);
  const [tree, settings] = await Promise.all([...loads, applyAppStyles()]);
  // docs/product.md §3 siteSuspended
  if (!frame.isConnected || settings.result.siteSuspended === true) return;
  const content = screen.paint(tree.result, settings.result, screen.params);
  if (!content) return;
  const page = document.createElement('main');
  page.className = layout.main ?? '';
  page.append(content);
  const shell = document.createElement('div');
  shell.className = layout.shell ?? '';
  const theme = getThemeState().theme;
  shell.style.cssText = `font-family:${BRAND_FONT_FAMILY};--mantine-font-family:${BRAND_FONT_FAMILY};--mantine-font-family-headings:${BRAND_FONT_FAMILY}`;
  for (const [variable, value] of Object.entries(firstPaintColorVariables(theme))) shell.style.setProperty(variable, value);
  document.documentElement.setAttribute('data-mantine-color-scheme', brandColorSchemes[theme]);
  shell.append(page);
  frame.replaceWith(shell);
}
