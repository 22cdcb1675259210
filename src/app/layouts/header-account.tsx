import { Button, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useOpenBets } from '@/features/wallet';
import { openModal, useIsSignedIn } from '@/features/session';
import { useSiteSettings } from '@/features/site';
import { formatMoney } from '@/lib/money';
import { paths } from '@/config/paths';
import classes from './header-account.module.css';

function HeaderFigure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="span" className={classes.label}>
        {label}
      </Text>
      <Text fw={700} size="sm" data-testid={testId}>
        {value === undefined ? '…' : formatMoney(value)}
      </Text>
    </div>
  );
}

/** docs/product.md §2. */
export function HeaderAccount() {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const { allowSignUp } = useSiteSettings();
  const openBets = useOpenBets();

  if (!signedIn) {
    return (
      <Group gap="xs" wrap="nowrap">
        {/* Login comes back to this page ('to'). */}
        <Button size="xs" aria-haspopup="dialog" onClick={() => openModal('modal-login', { to: `${location.pathname}${location.search}` })}>
          {t`Log in`}
        </Button>
        {allowSignUp && (
          <Button size="xs" variant="default" aria-haspopup="dialog" onClick={() => openModal('modal-signup')}>
            {t`Sign up`}
          </Button>
        )}
      </Group>
    );
  }

  const result = openBets.data?.result;
  return (
    <Group gap="xs" wrap="nowrap" className={classes.figures} aria-live="polite">
      <HeaderFigure label={t`Balance`} value={result?.balance} testId="header-balance" />
      <HeaderFigure label={t`Exposure`} value={result?.exposure} testId="header-exposure" />
      {/* Narrower padding on a phone: the brand's title keeps whole words. */}
      <Button component={Link} to={paths.accountMenu} size="xs" variant="default" px={{ base: 8, xs: 14 }} aria-label={t`Account menu`}>
        {t`Account`}
      </Button>
    </Group>
  );
}
