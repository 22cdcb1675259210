import { useLingui } from '@lingui/react/macro';
import { Anchor, Loader, Tabs, Text } from '@mantine/core';
import { paths } from '@/config/paths';
import { useNavigate, useParams, Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { useDomainSetting } from '@/features/site';
import { DepositForm, DepositUnavailable } from './deposit-form';
import { FundsFigures } from './funds-figures';
import { depositLimits, depositMethods, withdrawalLimits, withdrawalMethods } from '../model/methods';
import { depositWithdrawHref, tabFromRouteId, type PaymentTab } from '../model/route-tab';
import { useFunds } from '../hooks/use-funds';
import { useReceivingDetails } from '../hooks/use-receiving-details';
import { ScreenFrame } from '@/components/screen-frame';
import { WithdrawalForm } from './withdrawal-form';

function isTab(value: string | null): value is PaymentTab {
  return value === 'deposit' || value === 'withdraw';
}

/** docs/product.md §2, docs/wire.md §2.10. */
export function DepositWithdrawPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const tab = tabFromRouteId(id);
  const setting = useDomainSetting();
  const { details } = useReceivingDetails();
  const { funds, query: fundsQuery } = useFunds();

  let content;
  if (setting.isError)
    content = <LoadError title={t`Payment settings could not be loaded`} error={setting.error} onRetry={() => void setting.refetch()} />;
  else if (!setting.data) content = <Loader size="sm" role="status" aria-label={t`Loading payment settings`} />;
  else if (setting.data.showDepositW === false)
    content = <Text size="sm">{t`Deposits and withdrawals are not available on this site.`}</Text>;
  else {
    const deposits = depositMethods(setting.data);
    const withdrawals = withdrawalMethods(setting.data);
    let withdrawal;
    if (withdrawals.length === 0) withdrawal = <Text size="sm">{t`No withdrawal method is available on this site. Contact support.`}</Text>;
    else if (fundsQuery.isError)
      withdrawal = <LoadError title={t`Balance could not be loaded`} error={fundsQuery.error} onRetry={() => void fundsQuery.refetch()} />;
    // The over-balance rule needs the balance.
    else if (!funds) withdrawal = <Loader size="sm" role="status" aria-label={t`Loading your balance`} />;
    else withdrawal = <WithdrawalForm methods={withdrawals} limits={withdrawalLimits(setting.data)} available={funds.available} />;
    content = (
      <Tabs value={tab} onChange={(next) => isTab(next) && void navigate(depositWithdrawHref(next), { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="deposit">{t`Deposit`}</Tabs.Tab>
          <Tabs.Tab value="withdraw">{t`Withdraw`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="deposit" pt="md">
          {deposits.length === 0 ? (
            <DepositUnavailable />
          ) : (
            <DepositForm methods={deposits} details={details} limits={depositLimits(setting.data)} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="withdraw" pt="md">
          {withdrawal}
        </Tabs.Panel>
      </Tabs>
    );
  }

  return (
    <ScreenFrame title={tab === 'deposit' ? t`Deposit` : t`Withdraw`}>
      <FundsFigures funds={funds} />
      {content}
      <Anchor component={Link} to={paths.dwRequests}>
        {t`Deposit & Withdrawal Requests`}
      </Anchor>
    </ScreenFrame>
  );
}
