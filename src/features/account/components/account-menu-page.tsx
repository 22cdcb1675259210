import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { useOpenBets } from '@/features/wallet';
import { formatMoney } from '@/lib/money';
import { ScreenFrame } from '@/components/screen-frame';
import { FigureList } from '@/components/figure-list';
import { LoadError } from '@/components/load-error';
import { accountLinks } from '../model/account-links';

export function AccountMenuPage() {
  const openBets = useOpenBets();
  const result = openBets.data?.result;
  return (
    <ScreenFrame title="My Account">
      {openBets.isError ? (
        <LoadError title="Balance could not be loaded" error={openBets.error} onRetry={() => void openBets.refetch()} />
      ) : (
        <FigureList
          figures={[
            { label: 'Balance', value: result ? formatMoney(result.balance) : '…', testId: 'account-balance' },
            { label: 'Exposure', value: result ? formatMoney(result.exposure) : '…', testId: 'account-exposure' },
          ]}
        />
      )}
      <nav aria-label="Account">
        <List listStyleType="none" spacing="xs">
          {accountLinks.map((link) => (
            <List.Item key={link.to}>
              <Anchor component={Link} to={link.to}>
                {link.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
    </ScreenFrame>
  );
}
