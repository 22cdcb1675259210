import { useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Text, Title } from '@mantine/core';
import { paths } from '@/config/paths';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { FundsFigures } from './funds-figures';
import { depositWithdrawHref } from '../model/route-tab';
import classes from './payments-screen.module.css';
import { ScreenFrame } from '@/components/screen-frame';
import { ReceivingDetailsCard } from './receiving-details-card';
import { useFunds } from '../hooks/use-funds';
import { useReceivingDetails } from '../hooks/use-receiving-details';

/** docs/product.md §2. */
export function PaymentPage() {
  const { t } = useLingui();
  const { funds } = useFunds();
  const { details, setting, info } = useReceivingDetails();
  const enabled = setting.data?.showDepositW !== false;

  let where;
  if (setting.isError)
    where = <LoadError title={t`Payment settings could not be loaded`} error={setting.error} onRetry={() => void setting.refetch()} />;
  else if (!setting.data || info.isLoading) where = <Loader size="sm" role="status" aria-label={t`Loading payment details`} />;
  else if (!enabled) where = <Text size="sm">{t`Deposits and withdrawals are not available on this site.`}</Text>;
  else if (details.length === 0) where = <Text size="sm">{t`No deposit method is available on this site. Contact support.`}</Text>;
  else
    where = (
      <div className={classes.details}>
        {details.map((item) => (
          <ReceivingDetailsCard key={item.method} details={item} headingLevel={3} />
        ))}
      </div>
    );

  return (
    <ScreenFrame title={t`Payment`}>
      <FundsFigures funds={funds} />
      {enabled && (
        <Group gap="sm">
          <Button component={Link} to={depositWithdrawHref('deposit')}>
            {t`Deposit`}
          </Button>
          <Button component={Link} to={depositWithdrawHref('withdraw')} variant="default">
            {t`Withdraw`}
          </Button>
          {setting.data?.showDWRequests !== false && (
            <Button component={Link} to={paths.dwRequests} variant="default">
              {t`Deposit & Withdrawal Requests`}
            </Button>
          )}
        </Group>
      )}
      <Title order={2} size="h3">
        {t`Where to pay`}
      </Title>
      {info.isError && (
        // The brand's details still show.
        <LoadError title={t`Your assigned payment accounts could not be loaded`} error={info.error} onRetry={() => void info.refetch()} />
      )}
      {where}
    </ScreenFrame>
  );
}
