import { href } from '@/config/paths';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SportEntry } from '../model/sport-visibility';

interface SportUnavailableProps {
  sports: readonly SportEntry[];
}

/** An id that names no sport, or one this viewer may not see (docs/product.md §4). */
export function SportUnavailable({ sports }: SportUnavailableProps) {
  const openable = sports.filter((entry) => !entry.isCasino && entry.active);
  return (
    <Stack gap="sm">
      <Title order={1}>Sport not available</Title>
      <Text>This sport is not offered here, or the address is wrong.</Text>
      {openable.length === 0 ? (
        <Text>No sport has matches right now.</Text>
      ) : (
        <>
          <Text>Choose a sport:</Text>
          <List>
            {openable.map(({ sport }) => (
              <List.Item key={sport.id}>
                <Anchor component={Link} to={href.matchList(sport.id)}>
                  {sport.displayName}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
