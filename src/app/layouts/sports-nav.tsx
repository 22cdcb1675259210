import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { href, paths } from '@/config/paths';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import { errorMessage } from '@/api/errors';
import { useVisibleSports, type SportEntry } from '@/features/sports';
import classes from './sports-nav.module.css';

interface SportsNavProps {
  onNavigate?: () => void;
}

function countText({ sport, isCasino, active }: SportEntry): string {
  if (isCasino) return active ? t`games` : t`no games`;
  if (sport.events.length === 0) return t`no events`;
  return plural(sport.events.length, { one: '# event', other: '# events' });
}

/** 'Kabaddi, no events'. */
function sportLabel(entry: SportEntry): string {
  const name = entry.sport.displayName;
  const count = countText(entry);
  return t`${name}, ${count}`;
}

/** The hidden comma is a spoken pause; the space keeps the name's word order for speech control. */
function countLabel(entry: SportEntry) {
  return (
    <>
      <VisuallyHidden>,</VisuallyHidden> {countText(entry)}
    </>
  );
}

/** docs/product.md §4, §9; an inactive sport is no link. */
export function SportsNav({ onNavigate }: SportsNavProps) {
  const { t } = useLingui();
  const { sports, status, error, retry } = useVisibleSports();

  if (status === 'error') {
    const reason = errorMessage(error);
    return (
      <Stack gap="xs" p="sm" role="alert">
        <Text size="sm" c="red.9">
          {t`Sports could not be loaded: ${reason}`}
        </Text>
        <Button size="xs" variant="default" onClick={retry}>
          {t`Try again`}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap={0} component="ul" className={classes.list} aria-label={t`Sports`}>
      {sports.map((entry) => (
        <li key={entry.sport.id}>
          {entry.active ? (
            <RouterNavLink
              to={entry.isCasino ? paths.casino : href.matchList(entry.sport.id)}
              // Browsers differ on accessible-name whitespace.
              aria-label={sportLabel(entry)}
              className={classes.entry}
              onClick={onNavigate}
            >
              <span className={classes.name}>{entry.sport.displayName}</span>
              <span className={classes.count}>{countLabel(entry)}</span>
            </RouterNavLink>
          ) : (
            <span className={`${classes.entry} ${classes.inactive}`}>
              <span className={classes.name}>{entry.sport.displayName}</span>
              <span className={classes.count}>{countLabel(entry)}</span>
            </span>
          )}
        </li>
      ))}
    </Stack>
  );
}
