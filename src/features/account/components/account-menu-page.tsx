import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '@/features/site';
import { useOpenBets } from '@/features/wallet';
import { formatMoney } from '@/lib/money';
import { ScreenFrame } from '@/components/screen-frame';
import { FigureList } from '@/components/figure-list';
import { LoadError } from '@/components/load-error';
import { accountLinks } from '../model/account-links';

export function AccountMenuPage() {
  const { t } = useLingui();
  const openBets = useOpenBets();
  const result = openBets.data?.result;
  return (
    <ScreenFrame title={t`My Account`}>
      {openBets.isError ? (
        <LoadError title={t`Balance could not be loaded`} error={openBets.error} onRetry={() => void openBets.refetch()} />
      ) : (
        <FigureList
          figures={[
            { label: t`Balance`, value: result ? formatMoney(result.balance) : '…', testId: 'account-balance' },
            { label: t`Exposure`, value: result ? formatMoney(result.exposure) : '…', testId: 'account-exposure' },
          ]}
        />
      )}
      <nav aria-label={t`Account`}>
        <List listStyleType="none" spacing="xs">
          {accountLinks.map((link) => (
            <List.Item key={link.to}>
              <Anchor component={Link} to={link.to}>
                {t(link.label)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      <LanguageSwitch showLabel />
    </ScreenFrame>
  );
}
