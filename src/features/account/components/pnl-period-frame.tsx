import { Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { ScreenFrame } from '@/components/screen-frame';
import { DateRangeForm } from './date-range-form';
import type { DayRange } from '../model/date-range';
import { PNL_PRESETS } from '../model/profit-loss';
import { settledBetsQueryOptions, type SettledBets } from '../profit-loss-query';

interface PnlPeriodFrameProps {
  title: string;
  /** Shown; `draft` is being edited. */
  range: DayRange;
  draft: DayRange;
  onDraftChange: (next: DayRange) => void;
  onShow: (next: DayRange) => void;
  loadingText: string;
  children: (settled: SettledBets) => ReactNode;
}

export function PnlPeriodFrame({ title, range, draft, onDraftChange, onShow, loadingText, children }: PnlPeriodFrameProps) {
  const { t } = useLingui();
  const settled = useQuery(settledBetsQueryOptions(range));
  let content;
  if (settled.isError)
    content = <LoadError title={t`Profit and loss could not be loaded`} error={settled.error} onRetry={() => void settled.refetch()} />;
  else if (settled.isPending)
    content = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">{loadingText}</Text>
      </Group>
    );
  else if (settled.data.bets.length === 0) content = <Text size="sm">{t`No settled bets in this period.`}</Text>;
  else content = children(settled.data);

  const { from, to } = range;
  return (
    <ScreenFrame title={title}>
      <DateRangeForm
        label={t`Profit and loss dates`}
        value={draft}
        onChange={onDraftChange}
        onSearch={onShow}
        submitLabel={t`Get P&L`}
        presets={PNL_PRESETS}
      />
      <Text size="sm" aria-live="polite">
        {t`Showing ${from} to ${to}`}
      </Text>
      {content}
    </ScreenFrame>
  );
}
