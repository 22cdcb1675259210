import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getGameListFileOptions } from '@/api/generated/@tanstack/react-query.gen';
import { appConfig } from '@/config/env';
import { errorMessage } from '@/lib/error-message';
import { i18n } from '@/lib/i18n/runtime';
import { formatMoney } from '@/lib/money';
import classes from './casino.module.css';
import { gameListFileName } from '../model/lobby';

interface GameTablesProps {
  gameId: string;
  gameName: string;
}

function stakes(minStake: number | undefined, maxStake: number | undefined): string {
  if (minStake === undefined || maxStake === undefined) return '';
  const min = formatMoney(minStake);
  const max = formatMoney(maxStake);
  return i18n._(msg`: stakes ${min} to ${max}`);
}

/** docs/product.md §7. */
export function GameTables({ gameId, gameName }: GameTablesProps) {
  const { t } = useLingui();
  const fileName = gameListFileName(gameId);
  const tables = useQuery({
    ...getGameListFileOptions({ baseUrl: appConfig().cdnBaseUrl, path: { gameFile: fileName ?? 'none.json' } }),
    enabled: fileName !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  if (fileName === undefined) return null;
  if (tables.isPending) {
    return (
      <Text size="xs" c="dimmed">
        {t`Loading tables…`}
      </Text>
    );
  }
  if (tables.isError) {
    // The CDN answers 404 for a game without a list: no alarm.
    const reason = errorMessage(tables.error);
    return (
      <Text size="xs" c="dimmed">
        {t`Tables could not be loaded: ${reason}`}
      </Text>
    );
  }
  return (
    <ul className={classes.tables} aria-label={t`${gameName} tables`}>
      {tables.data.tables.map((table) => (
        <li key={table.id}>
          {table.name}
          {stakes(table.minStake, table.maxStake)}
        </li>
      ))}
    </ul>
  );
}
