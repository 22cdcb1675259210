import type { QueryClient } from '@tanstack/react-query';
import { isSignedIn } from '@/features/session';
import { baseThemeOptions, createBrandTheme, domainSettingQueryOptions, getThemeState } from '@/features/site';
import { sportTreeQueryOptions } from '@/features/sports';
import layout from '../layouts/main-layout.module.css';
import { screenMatch } from './first-loads';

/** A phone's main layout: the sports menu folded, nothing beside the page ($mantine-breakpoint-sm). */
const PHONE = '(max-width: 47.99em)';

/**
 * A phone's first visit: the first page's main content painted in plain DOM as soon as its data and
 * its screen's code are in, in place of index.html's 'Loading…' (docs/performance.md "The list's
 * rows before the app's first render"). On a slow phone React's first render and commit of the
 * layout and the list take about a second after that; React's first commit replaces this, box for
 * box. Only where the page's geometry is known without the app: a visitor (a player's sports depend
 * on their own flags), the phone layout (wider ones have the menu and the slip beside the page,
 * by the brand's settings), a site that is not suspended, and a screen that paints (`paint`).
 * Nothing is painted once React has committed, or when a load fails (the screen says why).
 */
export async function paintFirstScreen(queryClient: QueryClient, pathname: string, root: HTMLElement): Promise<void> {
  const frame = root.querySelector(':scope > main.boot');
  const match = screenMatch(pathname);
  if (!frame || !match?.route.paint || isSignedIn() || !matchMedia(PHONE).matches) return;
  const [paint, tree, settings] = await Promise.all([
    match.route.paint(),
    queryClient.ensureQueryData(sportTreeQueryOptions()),
    queryClient.ensureQueryData(domainSettingQueryOptions()),
  ]);
  // The settings' flag: loading them stored it (docs/product.md §3 siteSuspended), the guard reads it.
  if (!frame.isConnected || settings.result.siteSuspended === true) return;
  const screen = paint(tree.result, settings.result, match.params);
  if (!screen) return;
  const page = document.createElement('main');
  page.className = layout.main ?? '';
  page.append(screen);
  const shell = document.createElement('div');
  shell.className = layout.shell ?? '';
  // What the brand's theme gives the page that Mantine's static variables do not, and the boxes
  // depend on: its font, in the CSS variables the provider sets on its first render, and its colour
  // scheme (the outlined badges' borders are drawn in the scheme's colours), which the provider
  // puts on <html> as it mounts.
  const font = baseThemeOptions.fontFamily;
  shell.style.cssText = `font-family:${font};--mantine-font-family:${font};--mantine-font-family-headings:${font}`;
  document.documentElement.setAttribute('data-mantine-color-scheme', createBrandTheme(getThemeState().theme).colorScheme);
  shell.append(page);
  frame.replaceWith(shell);
}
