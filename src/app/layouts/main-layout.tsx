import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { LiveIndicator } from '@/features/realtime';
import { BetSlipAside, useBetSlipAsideOpen } from '@/features/betslip';
import { ApkBar, LanguageSwitch, SupportLink, useApkBar, useSiteSettings, useThemeState } from '@/features/site';
import { DEFAULT_LANDING } from '@/config/paths';
import { ScreenOutlet } from '../screen-outlet';
import { HeaderAccount } from './header-account';
import classes from './main-layout.module.css';
import { ShellFooter } from './shell-footer';
import { SportsNav } from './sports-nav';

const SPORTS_MENU_ID = 'sports-menu';

/** Reads the layout flags, so a change re-renders the frame alone. */
function Frame({ children }: { children: ReactNode }) {
  const { sidebarVisible, footerVisible } = useThemeState();
  const { supportLink, supportRaised } = useSiteSettings();
  const apkBar = useApkBar();
  const betSlipOpen = useBetSlipAsideOpen();
  return (
    <div
      className={classes.shell}
      data-with-footer={footerVisible || undefined}
      data-with-aside={sidebarVisible || betSlipOpen || undefined}
      data-with-apk-bar={apkBar.visible || undefined}
      data-with-support={supportLink !== undefined ? (supportRaised ? 'raised' : 'low') : undefined}
    >
      {children}
    </div>
  );
}

/** docs/product.md §2 main layout. */
export function MainLayout() {
  const { t } = useLingui();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { footerVisible, navbarScrollable } = useThemeState();
  const { settings, supportLink } = useSiteSettings();
  const brand = settings?.domainTitle ?? t`Exchange`;
  const lobbyMode = !navbarScrollable;

  // A phone: Escape folds the sports menu.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !navOpened) return;
    closeNav();
    document.querySelector<HTMLElement>(`[aria-controls="${SPORTS_MENU_ID}"]`)?.focus();
  };

  return (
    <Frame>
      <header className={classes.header}>
        <Group className={classes.headerBar} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? t`Close sports menu` : t`Open sports menu`}
              aria-expanded={navOpened}
              aria-controls={SPORTS_MENU_ID}
            />
            <Anchor component={Link} to="/" className={classes.brand} underline="never" lineClamp={2}>
              {brand}
            </Anchor>
          </Group>
          {/* A long brand name gives way (ellipsis), not the account side. */}
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Box visibleFrom="sm">
              <LiveIndicator />
            </Box>
            {/* Narrower screens have it in the account menu (and the login page). */}
            <Box visibleFrom="md">
              <LanguageSwitch />
            </Box>
            <HeaderAccount />
          </Group>
        </Group>
      </header>

      <nav
        id={SPORTS_MENU_ID}
        aria-label={t`Sports`}
        className={classes.navbar}
        data-open={navOpened || undefined}
        data-locked={lobbyMode || undefined}
        onKeyDown={closeOnEscape}
      >
        <Box hiddenFrom="sm" mb="sm">
          <LiveIndicator />
        </Box>
        {lobbyMode && (
          <Button component={Link} to={DEFAULT_LANDING} variant="light" mb="sm" onClick={closeNav}>
            {t`Back to sports`}
          </Button>
        )}
        <SportsNav onNavigate={closeNav} />
      </nav>

      <main className={classes.main}>
        <ScreenOutlet />
      </main>

      <aside aria-label={t`Bet slip`} className={classes.aside}>
        <div className={classes.asideBody}>
          <BetSlipAside />
        </div>
      </aside>

      {footerVisible && <ShellFooter brand={brand} />}
      {/* The support link's lane, so the link never sits on a control. */}
      {supportLink !== undefined && <div className={classes.bottomLane} aria-hidden="true" />}
      <ApkBar />
      <SupportLink />
    </Frame>
  );
}
