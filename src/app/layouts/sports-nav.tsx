import { NavLink, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NavLink as RouterNavLink } from 'react-router';
import { errorMessage } from '@/api/errors';
import { getSportTreeOptions } from '@/api/generated/@tanstack/react-query.gen';
import { useSiteSettings } from '@/features/site';
import { href } from '../paths';
import classes from './sports-nav.module.css';

interface SportsNavProps {
  onNavigate?: () => void;
}

/** The sports navigation from the sport tree, ordered by `order` (= sport id, spec §9). A sport
 * without events is inactive (spec §4). The per-user visibility rules arrive with the exchange issue;
 * until then the brand's own flag decides. */
export function SportsNav({ onNavigate }: SportsNavProps) {
  const tree = useQuery({ ...getSportTreeOptions(), staleTime: 10 * 60_000 });
  const { settings } = useSiteSettings();

  if (tree.isError) {
    return (
      <Text role="alert" size="sm" c="red.9" p="sm">
        Sports could not be loaded: {errorMessage(tree.error)}
      </Text>
    );
  }

  const sports = [...(tree.data?.result ?? [])]
    .filter((sport) => sport.id !== -1)
    .filter((sport) => settings === undefined || settings[sport.name] !== false)
    .sort((a, b) => a.order - b.order);

  return (
    <Stack gap={0} component="ul" className={classes.list} aria-label="Sports">
      {sports.map((sport) => (
        <li key={sport.id}>
          <NavLink
            component={RouterNavLink}
            to={href.matchList(sport.id)}
            label={`${sport.displayName} (${sport.events.length})`}
            aria-label={`${sport.displayName}, ${sport.events.length === 0 ? 'no events' : `${sport.events.length} events`}`}
            disabled={sport.events.length === 0}
            onClick={onNavigate}
          />
        </li>
      ))}
    </Stack>
  );
}
