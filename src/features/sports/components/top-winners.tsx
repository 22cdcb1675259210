import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getTopWinnersOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { GetTopWinnersResponse, TopWinner } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import { LoadError } from '@/components/load-error';
import { LoadingNote } from './loading-note';
import { maskedWinnerName, TOP_WINNERS_COUNT } from '../model/winners';
import classes from './top-winners.module.css';

const selectWinners = (envelope: GetTopWinnersResponse): TopWinner[] => envelope.result;

/** docs/product.md §7, §9: biggest first, as the backend sends them. */
export function TopWinners() {
  const { t } = useLingui();
  const headingId = useId();
  const winners = useQuery({
    ...getTopWinnersOptions({ path: { count: TOP_WINNERS_COUNT } }),
    staleTime: 5 * 60_000,
    select: selectWinners,
  });

  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t`Top winners`}
      </Title>
      {winners.isPending && <LoadingNote text={t`Loading top winners…`} />}
      {winners.isError && (
        <LoadError title={t`Top winners could not be loaded`} error={winners.error} onRetry={() => void winners.refetch()} />
      )}
      {winners.isSuccess &&
        (winners.data.length === 0 ? (
          <Text c="dimmed">{t`No winners yet`}</Text>
        ) : (
          <ol className={classes.list}>
            {winners.data.map((winner, index) => {
              const name = maskedWinnerName(winner.userName);
              const amount = formatMoney(winner.amount);
              return (
                <li key={`${index}-${winner.userName}`} className={classes.item}>
                  <Trans>
                    {name} won <span className={classes.amount}>₹{amount}</span>
                  </Trans>
                  {Boolean(winner.sportName || winner.eventTitle) && (
                    <span className={classes.where}>{[winner.sportName, winner.eventTitle].filter(Boolean).join(' · ')}</span>
                  )}
                </li>
              );
            })}
          </ol>
        ))}
    </Stack>
  );
}
