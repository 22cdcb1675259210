import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazyDialog } from '@/components/lazy-dialog';
import type { MarketView, RunnerView } from '../model/event-markets';

const LadderModal = lazyDialog(() => import('./ladder-modal').then((module) => module.LadderModal));

export function LadderButton({ market, runner }: { market: MarketView; runner: RunnerView }) {
  const { t } = useLingui();
  const [opened, modal] = useDisclosure(false);
  const name = runner.name;
  return (
    <>
      <Button
        size="compact-xs"
        variant="default"
        aria-haspopup="dialog"
        aria-label={t`Ladder, ${name}`}
        onClick={modal.open}
        onPointerEnter={LadderModal.preload}
        onFocus={LadderModal.preload}
        leftSection={<span aria-hidden="true">☰</span>}
      >
        {t`Ladder`}
      </Button>
      <LadderModal.Dialog market={market} runner={runner} opened={opened} onClose={modal.close} />
    </>
  );
}
