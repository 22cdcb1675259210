import { Anchor, AppShell, Box, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { ScreenOutlet } from '../screen-outlet';
import { LiveIndicator } from '@/features/realtime';
import { BetSlipAside, useBetSlipAsideOpen } from '@/features/betslip';
import { ApkBar, SupportLink, useSiteSettings, useThemeState } from '@/features/site';
import { DEFAULT_LANDING } from '../paths';
import { HeaderAccount } from './header-account';
import classes from './main-layout.module.css';
import { SportsNav } from './sports-nav';

/** Spec §2 main layout: header (brand, account), sports navbar, the page, the right sidebar on the
 * match list, the footer (hidden on markets), the APK bar and the support link. */
export function MainLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { sidebarVisible, footerVisible, navbarScrollable } = useThemeState();
  const { settings } = useSiteSettings();
  const brand = settings?.domainTitle ?? 'Exchange';
  const lobbyMode = !navbarScrollable;
  // The slip opens the aside beside the screens with prices (issue 5: desktop slip in the right aside).
  const betSlipOpen = useBetSlipAsideOpen();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      aside={{ width: 300, breakpoint: 'md', collapsed: { desktop: !sidebarVisible && !betSlipOpen, mobile: true } }}
      footer={footerVisible ? { height: 48 } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={navOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label={navOpened ? 'Close sports menu' : 'Open sports menu'} />
            <Anchor component={Link} to="/" className={classes.brand} underline="never">
              {brand}
            </Anchor>
          </Group>
          {/* The account side keeps its width: a long brand name is what gives way (ellipsis). */}
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Box visibleFrom="sm">
              <LiveIndicator />
            </Box>
            <HeaderAccount />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Sports" className={classes.navbar} mod={{ locked: lobbyMode }}>
        <Box hiddenFrom="sm" mb="sm">
          <LiveIndicator />
        </Box>
        {lobbyMode && (
          <Button component={Link} to={DEFAULT_LANDING} variant="light" mb="sm" onClick={closeNav}>
            Back to sports
          </Button>
        )}
        <SportsNav onNavigate={closeNav} />
      </AppShell.Navbar>

      <AppShell.Main>
        <ScreenOutlet />
      </AppShell.Main>

      <AppShell.Aside p="md" aria-label="Bet slip">
        <BetSlipAside />
      </AppShell.Aside>

      {footerVisible && (
        <AppShell.Footer px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Text size="xs">
              © {brand}. Players must be 18 or over. Gamble responsibly.
            </Text>
          </Group>
        </AppShell.Footer>
      )}
      <ApkBar />
      <SupportLink />
    </AppShell>
  );
}
