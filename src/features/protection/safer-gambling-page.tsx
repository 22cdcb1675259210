import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
const LOSS_LIMIT_COUNTS = 'The loss limit counts settled exchange bets; casino play is not counted yet.';

/** UKGC RTS 1, 12–14; the help links are the brand's (DomainSetting.responsibleGambling). */
export function SaferGamblingPage() {
  const { settings, helpOrganisations } = useSiteSettings();
  const brand = settings?.domainTitle ?? 'this site';
  const help = settings?.responsibleGambling;
  const protection = useProtection();
  const result = protection.data?.result;

  const limits = (kind: LimitKind) =>
    result
      ? (kind === 'DEPOSIT' ? result.depositLimits : result.lossLimits).map((standing) => (
          <LimitRow key={standing.period} kind={kind} standing={standing} />
        ))
      : null;

  return (
    <ScreenFrame title="Safer gambling">
      <Text>
        You must be 18 or over to bet on {brand}. Betting should be fun: these tools help you keep it in hand. Periods are counted in India
        Standard Time (IST): a day from midnight, a week from Monday, a month from the 1st.
      </Text>
      {(helpOrganisations.length > 0 || help?.limitsHotline) && (
        <Stack gap={4} component="section" aria-label="Help">
          <Title order={2} size="h3">
            Help
          </Title>
          <List spacing={4}>
            {helpOrganisations.map((organisation) => (
              <List.Item key={organisation.url}>
                <Anchor href={organisation.url} target="_blank" rel="noopener noreferrer">
                  {organisation.name}
                </Anchor>
              </List.Item>
            ))}
            {help?.limitsHotline && (
              <List.Item>
                Help with limits: <Anchor href={`tel:${help.limitsHotline.replaceAll(' ', '')}`}>{help.limitsHotline}</Anchor>
              </List.Item>
            )}
          </List>
        </Stack>
      )}
      {protection.isError && (
        <LoadError title="Your settings could not be loaded" error={protection.error} onRetry={() => void protection.refetch()} />
      )}
      <Section
        title="Deposit limits"
        about="The most you can deposit in a day, a week or a month. A lower limit applies at once; a higher one, or removing a limit, applies after 24 hours."
      >
        {limits('DEPOSIT')}
      </Section>
      <Section
        title="Loss limits"
        about="The most you can lose on settled bets in a day, a week or a month, winnings set off. A bet whose worst case, with your open bets, is more than your limit leaves is refused. The same 24 hours apply to a higher limit."
      >
        <Text size="sm">{LOSS_LIMIT_COUNTS}</Text>
        {limits('LOSS')}
      </Section>
      <Section
        title="Reality check"
        about="A reminder of how long you have been logged in and your net result since then, at the interval you choose."
      >
        {result && <RealityCheckSetting minutes={result.realityCheckMinutes} offAllowed={help?.realityCheckOffAllowed === true} />}
      </Section>
      <Section
        title="Take a break"
        about="A time-out logs you out and stops you logging in for the time you choose. It cannot be ended early."
      >
        <TimeOutSection />
      </Section>
      <Section
        title="Self-exclusion"
        about={`Exclude yourself from ${brand} for 6 months or more. Your open bets still settle, and you can still withdraw your balance through the operator.`}
      >
        <SelfExclusionSection brand={brand} />
      </Section>
      <Section
        title="Account history"
        about="Download your account statement or your bet history for a range of days, as CSV files, with the amounts as the screens show them."
      >
        <AccountHistoryExport />
      </Section>
    </ScreenFrame>
  );
}
