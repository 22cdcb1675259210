import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getBonusesOptions } from '@/api/generated/@tanstack/react-query.gen';
import { LoadError } from '@/components/load-error';
import { useIsSignedIn } from '@/features/session';
import { BonusCard } from './bonus-card';
import { sortBonuses } from './model/bonus';
import { useNow } from './use-now';
import classes from './bonus.module.css';

/** docs/product.md §2, §7. */
export function BonusPage() {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const nowMs = useNow();
  const bonuses = useQuery({ ...getBonusesOptions(), enabled: signedIn });

  let content;
  if (bonuses.isError)
    content = <LoadError title={t`Bonuses could not be loaded`} error={bonuses.error} onRetry={() => void bonuses.refetch()} />;
  else if (bonuses.isPending) content = <Text size="sm">{t`Loading bonuses…`}</Text>;
  else if (bonuses.data.result.length === 0) content = <Text>{t`You have no bonuses yet.`}</Text>;
  else
    content = (
      <ul className={classes.list} aria-label={t`Your bonuses`}>
        {sortBonuses(bonuses.data.result, nowMs).map((bonus) => (
          <li key={bonus.id}>
            <BonusCard bonus={bonus} nowMs={nowMs} />
          </li>
        ))}
      </ul>
    );

  return (
    <Stack gap="md" className={classes.screen}>
      <Title order={1}>{t`Bonus`}</Title>
      {content}
    </Stack>
  );
}
