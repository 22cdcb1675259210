import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { OutcomeAlert } from '@/components/outcome-alert';
import { useId } from 'react';
import { errorMessage } from '@/api/errors';
import type { Bonus } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import { BonusTerms } from './bonus-terms';
import { bonusState, expiryText, formatExpiryDate, STATE_LABEL, wageringProgress, type BonusState } from './model/bonus';
import { useClaimBonus } from './use-claim-bonus';
import classes from './bonus.module.css';

// White text on these shades: green.9 4.6:1, blue.9 6.4:1, gray.7 8.2:1 (WCAG AA).
const STATE_COLOR: Record<BonusState, string> = { available: 'green.9', claimed: 'blue.9', expired: 'gray.7' };

export function BonusCard({ bonus, nowMs }: { bonus: Bonus; nowMs: number }) {
  const { t } = useLingui();
  const titleId = useId();
  const claim = useClaimBonus();
  const state = bonusState(bonus, nowMs);
  const progress = wageringProgress(bonus);
  const expiresOn = formatExpiryDate(bonus.expiresAt);
  const expiry = expiryText(bonus.expiresAt, nowMs);
  // The operator's name for the bonus, as sent.
  const title = bonus.title;

  return (
    <Card component="article" withBorder padding="md" className={classes.card} aria-labelledby={titleId} data-testid={`bonus-${bonus.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {bonus.title}
          </Title>
          {/* The state in words, not only the badge's colour. */}
          <Badge color={STATE_COLOR[state]} variant="filled" style={{ flexShrink: 0 }}>
            {t(STATE_LABEL[state])}
          </Badge>
        </Group>
        <Text fw={700} size="lg" className={classes.amount}>
          {formatMoney(bonus.amount)}
        </Text>
        {bonus.termsHtml && <BonusTerms html={bonus.termsHtml} />}
        {progress ? (
          <Stack gap={4}>
            <Progress value={progress.percent} aria-label={t`Wagering progress of ${title}`} size="md" />
            <Text size="sm">{progress.text}</Text>
          </Stack>
        ) : (
          <Text size="sm">{t`No wagering required`}</Text>
        )}
        {expiresOn && (
          <Text size="sm">
            <Trans>
              Expiry: <time dateTime={bonus.expiresAt ?? undefined}>{expiresOn}</time>
            </Trans>
            {expiry && ` (${expiry})`}
          </Text>
        )}
        {state === 'available' && !claim.isSuccess && (
          <Button onClick={() => claim.mutate(bonus.id)} loading={claim.isPending} aria-describedby={titleId}>
            {t`Claim`}
          </Button>
        )}
        {claim.isSuccess && (
          <OutcomeAlert ok title={t`Bonus claimed`}>
            {claim.data.message}
          </OutcomeAlert>
        )}
        {claim.isError && (
          <OutcomeAlert ok={false} title={t`Bonus not claimed`}>
            {errorMessage(claim.error)}
          </OutcomeAlert>
        )}
      </Stack>
    </Card>
  );
}
