import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { PriceText } from '@/lib/price-text';
import { useRunnerStatus } from '@/hooks/use-price-store';
import type { PriceLevel, PriceLevelIndex, PriceSide } from '@/lib/price-store';
import { PriceCell, PriceTextContext } from './price-cell';
import classes from './markets.module.css';

export interface RunnerPricesProps {
  eventId: number;
  marketId: number;
  runnerId: number;
  runnerName: string;
  levels: readonly PriceLevelIndex[];
  fancy: boolean;
  onSelect: (side: PriceSide, value: PriceLevel) => void;
}

const OVERLAY_TEXT = { SUSPENDED: msg`SUSPENDED`, BALLRUNNING: msg`BALL RUNNING`, CLOSED: msg`CLOSED` } as const;

/** Re-renders only when a status changes (docs/domain.md). Why: docs/decisions/0003-price-canvas.md */
export function RunnerPrices({ eventId, marketId, runnerId, runnerName, levels, fancy, onSelect }: RunnerPricesProps) {
  const { t } = useLingui();
  const [text] = useState(() => new PriceText());
  // The buttons' own words are hidden while the canvas draws (markets.module.css).
  const attach = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas) return undefined;
      if (text.attach(canvas)) canvas.parentElement?.setAttribute('data-text', 'canvas');
      return () => {
        text.attach(null);
      };
    },
    [text],
  );
  const status = useRunnerStatus(eventId, marketId, runnerId);
  const blocked = status !== 'ACTIVE';
  const common = { eventId, marketId, runnerId, runnerName, fancy, blocked, onSelect };
  const backLabel = fancy ? t`Yes` : t`Back`;
  const layLabel = fancy ? t`No` : t`Lay`;
  // The best back and lay meet in the middle; fancy shows No first (docs/wire.md §2.3).
  const back = [...levels]
    .reverse()
    .map((level) => <PriceCell key={`back-${level}`} {...common} side="back" sideLabel={backLabel} level={level} />);
  const lay = levels.map((level) => <PriceCell key={`lay-${level}`} {...common} side="lay" sideLabel={layLabel} level={level} />);
  return (
    <div className={classes.priceStack} data-status={status}>
      <PriceTextContext value={text}>
        <div className={classes.prices} data-levels={levels.length}>
          {fancy ? [...lay, ...back] : [...back, ...lay]}
        </div>
      </PriceTextContext>
      <canvas ref={attach} className={classes.priceText} aria-hidden="true" />
      {blocked && (
        <div className={classes.overlay} data-testid={`overlay-${runnerId}`}>
          {t(OVERLAY_TEXT[status])}
        </div>
      )}
    </div>
  );
}
