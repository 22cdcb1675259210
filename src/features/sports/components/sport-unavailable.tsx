import { href } from '@/config/paths';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { SportEntry } from '../model/sport-visibility';

interface SportUnavailableProps {
  sports: readonly SportEntry[];
}

/** An id that names no sport, or one this viewer may not see (docs/product.md §4). */
export function SportUnavailable({ sports }: SportUnavailableProps) {
  const { t } = useLingui();
  const openable = sports.filter((entry) => !entry.isCasino && entry.active);
  return (
    <Stack gap="sm">
      <Title order={1}>{t`Sport not available`}</Title>
      <Text>{t`This sport is not offered here, or the address is wrong.`}</Text>
      {openable.length === 0 ? (
        <Text>{t`No sport has matches right now.`}</Text>
      ) : (
        <>
          <Text>{t`Choose a sport:`}</Text>
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
