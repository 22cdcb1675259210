import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LimitKind } from '@/api/generated/types.gen';
import { LoadError } from '@/components/load-error';
import { ScreenFrame } from '@/components/screen-frame';
import { AccountHistoryExport } from '@/features/account';
import { useSiteSettings } from '@/features/site';
import { SelfExclusionSection, TimeOutSection } from './break-section';
import { LimitRow } from './limit-row';
import { useProtection } from './protection-query';
import { RealityCheckSetting } from './reality-check-setting';

function Section({ title, about, children }: { title: string; about: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm">{about}</Text>
      {children}
    </Stack>
  );
}

/** The casino's net result is a backend proposal (docs/domain.md "Player protection tools"). */
const LOSS_LIMIT_COUNTS = msg`The loss limit counts settled exchange bets; casino play is not counted yet.`;

/** UKGC RTS 1, 12–14; the help links are the brand's (DomainSetting.responsibleGambling). */
export function SaferGamblingPage() {
  const { t } = useLingui();
  const { settings, helpOrganisations } = useSiteSettings();
  const brand = settings?.domainTitle ?? t`this site`;
  const help = settings?.responsibleGambling;
  const hotline = help?.limitsHotline;
  const protection = useProtection();
  const result = protection.data?.result;

  const limits = (kind: LimitKind) =>
    result
      ? (kind === 'DEPOSIT' ? result.depositLimits : result.lossLimits).map((standing) => (
          <LimitRow key={standing.period} kind={kind} standing={standing} />
        ))
      : null;

  return (
    <ScreenFrame title={t`Safer gambling`}>
      <Text>
        <Trans>
          You must be 18 or over to bet on {brand}. Betting should be fun: these tools help you keep it in hand. Periods are counted in
          India Standard Time (IST): a day from midnight, a week from Monday, a month from the 1st.
        </Trans>
      </Text>
      {(helpOrganisations.length > 0 || hotline) && (
        <Stack gap={4} component="section" aria-label={t`Help`}>
          <Title order={2} size="h3">
            {t`Help`}
          </Title>
          <List spacing={4}>
            {helpOrganisations.map((organisation) => (
              <List.Item key={organisation.url}>
                <Anchor href={organisation.url} target="_blank" rel="noopener noreferrer">
                  {organisation.name}
                </Anchor>
              </List.Item>
            ))}
            {hotline && (
              <List.Item>
                <Trans>
                  Help with limits: <Anchor href={`tel:${hotline.replaceAll(' ', '')}`}>{hotline}</Anchor>
                </Trans>
              </List.Item>
            )}
          </List>
        </Stack>
      )}
      {protection.isError && (
        <LoadError title={t`Your settings could not be loaded`} error={protection.error} onRetry={() => void protection.refetch()} />
      )}
      <Section
        title={t`Deposit limits`}
        about={t`The most you can deposit in a day, a week or a month. A lower limit applies at once; a higher one, or removing a limit, applies after 24 hours.`}
      >
        {limits('DEPOSIT')}
      </Section>
      <Section
        title={t`Loss limits`}
        about={t`The most you can lose on settled bets in a day, a week or a month, winnings set off. A bet whose worst case, with your open bets, is more than your limit leaves is refused. The same 24 hours apply to a higher limit.`}
      >
        <Text size="sm">{t(LOSS_LIMIT_COUNTS)}</Text>
        {limits('LOSS')}
      </Section>
      <Section
        title={t`Reality check`}
        about={t`A reminder of how long you have been logged in and your net result since then, at the interval you choose.`}
      >
        {result && <RealityCheckSetting minutes={result.realityCheckMinutes} offAllowed={help?.realityCheckOffAllowed === true} />}
      </Section>
      <Section
        title={t`Take a break`}
        about={t`A time-out logs you out and stops you logging in for the time you choose. It cannot be ended early.`}
      >
        <TimeOutSection />
      </Section>
      <Section
        title={t`Self-exclusion`}
        about={t`Exclude yourself from ${brand} for 6 months or more. Your open bets still settle, and you can still withdraw your balance through the operator.`}
      >
        <SelfExclusionSection brand={brand} />
      </Section>
      <Section
        title={t`Account history`}
        about={t`Download your account statement or your bet history for a range of days, as CSV files, with the amounts as the screens show them.`}
      >
        <AccountHistoryExport />
      </Section>
    </ScreenFrame>
  );
}
