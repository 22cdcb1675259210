import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { href } from '@/config/paths';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useOpenBets } from '@/features/wallet';
import { errorMessage } from '@/api/errors';
import { openBetsByEvent } from '../model/open-bet-groups';
import { OpenBetList } from './open-bet-list';
import { useCancelUnmatched } from '../hooks/use-cancel-unmatched';
import { marketsWithUnmatched } from '../model/order-edit';

/** docs/wire.md §6.9–6.10. */
export function AllOpenBets({ title }: { title: string }) {
  const { t } = useLingui();
  const openBets = useOpenBets();
  const bets = openBets.data?.result.openBets ?? [];
  const events = openBetsByEvent(bets);
  const resting = marketsWithUnmatched(bets);
  const count = resting.length;
  const { cancelMarkets, pending } = useCancelUnmatched();
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h3">
          {title}
        </Title>
        {resting.length > 0 && (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t`Cancel all unmatched bets (${plural(count, { one: '# market', other: '# markets' })})`}
            disabled={pending}
            onClick={() => cancelMarkets(resting.map((market) => market.marketId))}
          >
            {t`Cancel all unmatched`}
          </Button>
        )}
      </Group>
      {openBets.isPending && <Text>{t`Loading your bets…`}</Text>}
      {openBets.isError && <Text role="alert">{errorMessage(openBets.error)}</Text>}
      {openBets.isSuccess && events.length === 0 && <Text>{t`You have no open bets.`}</Text>}
      {events.map((event) => (
        <section key={event.eventId} aria-labelledby={`open-bets-event-${event.eventId}`}>
          <Title order={2} size="h5" id={`open-bets-event-${event.eventId}`} mb={4}>
            <Anchor component={Link} to={href.markets(event.eventId)}>
              {event.title}
            </Anchor>
          </Title>
          <OpenBetList groups={event.groups} headingLevel={3} withCashOut eventLabelId={`open-bets-event-${event.eventId}`} />
        </section>
      ))}
    </Stack>
  );
}
