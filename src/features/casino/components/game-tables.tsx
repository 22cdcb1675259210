import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGameListFileOptions } from '@/api/generated/@tanstack/react-query.gen';
import { appConfig } from '@/config/env';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/money';
import classes from './casino.module.css';
import { gameListFileName } from '../model/lobby';

interface GameTablesProps {
  gameId: string;
  gameName: string;
}

function stakes(minStake: number | undefined, maxStake: number | undefined): string {
  if (minStake === undefined || maxStake === undefined) return '';
  return `: stakes ${formatMoney(minStake)} to ${formatMoney(maxStake)}`;
}

/** docs/product.md §7. */
export function GameTables({ gameId, gameName }: GameTablesProps) {
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
        Loading tables…
      </Text>
    );
  }
  if (tables.isError) {
    // The CDN answers 404 for a game without a list: no alarm.
    return (
      <Text size="xs" c="dimmed">
        Tables could not be loaded: {errorMessage(tables.error)}
      </Text>
    );
  }
  return (
    <ul className={classes.tables} aria-label={`${gameName} tables`}>
      {tables.data.tables.map((table) => (
        <li key={table.id}>
          {table.name}
          {stakes(table.minStake, table.maxStake)}
        </li>
      ))}
    </ul>
  );
}
