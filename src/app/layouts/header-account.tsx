import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { getUserOpenBetsOptions } from '@/api/generated/@tanstack/react-query.gen';
import { useIsSignedIn } from '@/features/session';
import { useSiteSettings } from '@/features/site';
import { formatMoney } from '@/lib/money';
import { paths, href } from '../paths';
import classes from './header-account.module.css';

/** Balance and exposure for a player (spec §2, from open bets: `result.balance`, `result.exposure`);
 * log-in and sign-up entry points for a visitor. */
export function HeaderAccount() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const { allowSignUp } = useSiteSettings();
  const openBets = useQuery({ ...getUserOpenBetsOptions(), enabled: signedIn, staleTime: 60_000 });

  if (!signedIn) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={href.login(`${location.pathname}${location.search}`)} size="xs">
          Log in
        </Button>
        {allowSignUp && (
          <Button component={Link} to={paths.signup} size="xs" variant="default">
            Sign up
          </Button>
        )}
      </Group>
    );
  }

  const result = openBets.data?.result;
  return (
    <Group gap="sm" wrap="nowrap" className={classes.figures} aria-live="polite">
      <div>
        <Text size="xs" c="dimmed" component="span" className={classes.label}>
          Balance
        </Text>
        <Text fw={700} size="sm" data-testid="header-balance">
          {result ? formatMoney(result.balance) : '…'}
        </Text>
      </div>
      <div>
        <Text size="xs" c="dimmed" component="span" className={classes.label}>
          Exposure
        </Text>
        <Text fw={700} size="sm" data-testid="header-exposure">
          {result ? formatMoney(result.exposure) : '…'}
        </Text>
      </div>
      <Button component={Link} to={paths.accountMenu} size="xs" variant="default">
        Account<VisuallyHidden> menu</VisuallyHidden>
      </Button>
    </Group>
  );
}
