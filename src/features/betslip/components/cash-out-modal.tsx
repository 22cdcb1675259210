import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useEffect, useState } from 'react';
import { cashOutQuote, quoteMoved, type CashOutResult, type RunnerQuotes } from '@/lib/exchange/cash-out';
import { statusRefusal } from '@/lib/exchange/bet-checks';
import { cellKey, marketStatusKey, priceStore, runnerStatusKey, type PriceSide } from '@/lib/price-store';
import type { CashOutMarket } from './cash-out';
import { cashOutBetText, cashOutHeadline, movedText } from '../model/cash-out-text';
import { placementDraft, slipRefusal, type DraftBet } from '../model/slip-figures';
import type { SlipSelection } from '../model/slip-selection';
import { betDelayMs } from '../model/limit-of';
import { isLocked, slipStore } from '../model/slip-store';
import { useOpenBets } from '@/features/wallet';
import { usePersistence } from '../hooks/use-persistence';
import { useSelectionLimit } from '../hooks/use-selection-limit';
import { preloadBetSlip } from './lazy-bet-slip';

const SHARES = [
  { value: '100', label: 'All' },
  { value: '75', label: '75%' },
  { value: '50', label: '50%' },
  { value: '25', label: '25%' },
];

interface CashOutModalProps {
  market: CashOutMarket;
  positions: ReadonlyMap<number, number>;
  /** The slip's placement (usePlaceBet), owned by the caller so it outlives this dialog. */
  place: (draft: DraftBet, delayMs?: number) => void;
  onClose: () => void;
}

function bestNow(market: CashOutMarket, runnerId: number, side: PriceSide): number | undefined {
  return priceStore.getCell(cellKey(market.eventId, market.marketId, runnerId, side, 0))?.price;
}

/** Each runner's best back and lay as the price store has them this moment. */
function quotesNow(market: CashOutMarket): Map<number, RunnerQuotes> {
  return new Map(market.runners.map((runner) => [runner.id, { back: bestNow(market, runner.id, 'back'), lay: bestNow(market, runner.id, 'lay') }]));
}

/** Mounted when the player asks to cash out, so the quote is taken at the prices of that moment.
 * The quote, and what confirming it does: one bet through the slip's placement (bet delay, limits,
 * the slip's countdown and outcome), refused with the reason when the market moved since the quote. */
export function CashOutModal({ market, positions, place, onClose }: CashOutModalProps) {
  const runnerIds = market.runners.map((candidate) => candidate.id);
  const [percent, setPercent] = useState(100);
  const [result, setResult] = useState<CashOutResult>(() => cashOutQuote(runnerIds, positions, quotesNow(market)));
  const [message, setMessage] = useState<string | null>(null);
  const account = useOpenBets().data?.result;
  // The cash out is placed and reported by the slip: its code comes now, while the dialog is read.
  useEffect(preloadBetSlip, []);

  const quote = result?.ok ? result.quote : null;
  const runner = quote ? market.runners.find((candidate) => candidate.id === quote.runnerId) : undefined;
  const selection: SlipSelection | null =
    quote && runner
      ? {
          eventId: market.eventId,
          marketId: market.marketId,
          bookMarketId: runner.bookMarketId,
          marketType: market.marketType,
          marketName: market.marketName,
          inPlay: market.inPlay,
          runnerId: runner.id,
          runnerName: runner.name,
          runnerIds,
          side: quote.side,
          line: null,
          price: quote.price,
        }
      : null;
  const limit = useSelectionLimit(selection);
  const [persistence] = usePersistence();
  const draft =
    selection && quote
      ? placementDraft(selection, quote.price, quote.stake, { best: priceStore.getCell(cellKey(market.eventId, market.marketId, quote.runnerId, quote.side, 0)), persistence })
      : null;
  const refusal = draft ? slipRefusal({ draft, runnerStatus: undefined, marketStatus: undefined, limit, account, book: { kind: 'runners', positions } }) : null;

  const requote = (share: number) => setResult(cashOutQuote(runnerIds, positions, quotesNow(market), share / 100));

  const confirm = () => {
    if (!quote || !selection || !draft || refusal) return;
    const status =
      statusRefusal(priceStore.getStatus(marketStatusKey(market.eventId, market.marketId)) ?? 'ACTIVE') ??
      statusRefusal(priceStore.getStatus(runnerStatusKey(market.eventId, market.marketId, quote.runnerId)) ?? 'ACTIVE');
    if (status) {
      setMessage(`Cash out not placed: ${status}.`);
      return;
    }
    const now = bestNow(market, quote.runnerId, quote.side);
    if (quoteMoved(quote, now)) {
      setMessage(movedText(quote.price, now));
      requote(percent);
      return;
    }
    if (isLocked(slipStore.getState())) {
      setMessage('Cash out not placed: another bet is on its way. Wait for its outcome, then cash out.');
      return;
    }
    slipStore.select(selection);
    slipStore.setStake(quote.stake);
    place(draft, betDelayMs(market.inPlay, limit));
    onClose();
  };

  return (
    <Dialog opened onClose={onClose} title={`Cash out: ${market.marketName}`}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="How much to cash out"
          data={SHARES}
          value={String(percent)}
          onChange={(value) => {
            const share = Number(value);
            setPercent(share);
            setMessage(null);
            requote(share);
          }}
          fullWidth
        />
        {quote && runner ? (
          <>
            <Text fw={700} size="lg" data-testid="cash-out-quote" aria-live="polite">
              {cashOutHeadline(quote, percent)}
            </Text>
            <Text size="sm">{cashOutBetText(quote, runner.name)}, placed now at the current price.</Text>
          </>
        ) : (
          <Text data-testid="cash-out-quote">{result.ok ? '' : result.reason}</Text>
        )}
        {(message ?? refusal) && (
          <Text size="sm" fw={600} c="red.9" role="alert" data-testid="cash-out-refusal">
            {message ?? refusal}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep my bets
          </Button>
          <Button onClick={confirm} disabled={!quote || refusal !== null}>
            Cash out
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
