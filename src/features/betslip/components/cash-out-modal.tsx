import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useState } from 'react';
import { chosenPart, quoteMoved, quoteWorsened, type CashOutPart, type CashOutQuote, type CashOutRest, type CashOutResult } from '@/lib/exchange/cash-out';
import { cellKey, priceStore } from '@/lib/price-store';
import { BOOK_CHANGED_TEXT, cashOutHeadline, movedText } from '../model/cash-out-text';
import { draftOf, slipRefusal, type DraftBet, type Persistence } from '../model/slip-figures';
import { selectionOf, type SlipSelection } from '../model/slip-selection';
import { betDelayMs } from '../model/limit-of';
import { isLocked, slipStore } from '../model/slip-store';
import { useOpenBets } from '@/features/wallet';
import { usePersistence } from '../hooks/use-persistence';
import { useSelectionLimit } from '../hooks/use-selection-limit';
import { marketRefusalNow, quoteNow, runnerRefusalNow, type CashOutMarket } from '../model/cash-out-book';
import { CashOutQuoteView } from './cash-out-quote';

const SHARES = [
  { value: '100', label: 'All' },
  { value: '75', label: '75%' },
  { value: '50', label: '50%' },
  { value: '25', label: '25%' },
];

/** The cash-out bet. A walk past the best level, or a rest left unmatched, asks the last price walked:
 * the book takes the better levels first and what it cannot take rests there (PlaceBetV2 keepUnmatched). */
function cashOutDraft(selection: SlipSelection, quote: CashOutQuote, part: CashOutPart, persistence: Persistence): DraftBet | null {
  return draftOf(selection, quote.price, part.stake, {
    best: priceStore.getCell(cellKey(selection.eventId, selection.marketId, quote.runnerId, quote.side, 0)),
    persistence,
    mayRest: quote.fills.length > 1 || quote.restStake > 0,
  });
}

/** Why the quote cannot be placed as shown, judged against the book now: the words, and whether to
 * quote again; null when it still stands. */
function staleQuote(market: CashOutMarket, positions: ReadonlyMap<number, number>, quote: CashOutQuote, percent: number, choice: CashOutRest): { message: string; requote: boolean } | null {
  const status = marketRefusalNow(market) ?? runnerRefusalNow(market, quote.runnerId);
  if (status) return { message: `Cash out not placed: ${status}.`, requote: false };
  const quotedBest = quote.fills[0]?.price ?? quote.price;
  const bestNow = priceStore.getCell(cellKey(market.eventId, market.marketId, quote.runnerId, quote.side, 0))?.price;
  if (quoteMoved({ side: quote.side, price: quotedBest }, bestNow)) return { message: movedText(quotedBest, bestNow), requote: true };
  const fresh = quoteNow(market, positions, percent);
  if (quoteWorsened(quote, fresh.ok ? fresh.quote : null, choice)) return { message: BOOK_CHANGED_TEXT, requote: true };
  if (isLocked(slipStore.get())) return { message: 'Cash out not placed: another bet is on its way. Wait for its outcome, then cash out.', requote: false };
  return null;
}

interface CashOutModalProps {
  market: CashOutMarket;
  positions: ReadonlyMap<number, number>;
  /** The slip's placement (usePlaceBet), owned by the caller so it outlives this dialog. */
  place: (draft: DraftBet, delayMs?: number) => void;
  onClose: () => void;
}

/** Mounted when the player asks to cash out, so the quote is taken at the book of that moment,
 * walked level by level. The quote, what the book cannot take now and the player's choice for it,
 * and what confirming does: one bet through the slip's placement (bet delay, limits, the slip's
 * countdown and outcome), refused with the reason when the market moved since the quote. */
export function CashOutModal({ market, positions, place, onClose }: CashOutModalProps) {
  const [percent, setPercent] = useState(100);
  const [result, setResult] = useState<CashOutResult>(() => quoteNow(market, positions, 100));
  const [rest, setRest] = useState<CashOutRest | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const account = useOpenBets().data?.result;

  const quote = result.ok ? result.quote : null;
  const short = quote !== null && quote.restStake > 0;
  // Where the book takes all of it now there is nothing to choose.
  const choice: CashOutRest | null = short ? rest : 'rest';
  const part = quote ? chosenPart(quote, choice ?? 'rest') : null;
  const runner = quote ? market.runners.find((candidate) => candidate.id === quote.runnerId) : undefined;
  const selection = quote && runner ? selectionOf(market, runner, quote.side, quote.price) : null;
  const limit = useSelectionLimit(selection);
  const [persistence] = usePersistence();
  const draft = selection && quote && part ? cashOutDraft(selection, quote, part, persistence) : null;
  const refusal = draft ? slipRefusal({ draft, runnerStatus: undefined, marketStatus: undefined, limit, account, book: { kind: 'runners', positions } }) : null;

  const requote = (share: number) => {
    setResult(quoteNow(market, positions, share));
    setRest(null);
  };

  const confirm = () => {
    if (!quote || !selection || !draft || !choice || refusal) return;
    const stale = staleQuote(market, positions, quote, percent, choice);
    if (stale) {
      setMessage(stale.message);
      if (stale.requote) requote(percent);
      return;
    }
    slipStore.select(selection);
    slipStore.setStake(draft.stake);
    place(draft, betDelayMs(market.inPlay, limit));
    onClose();
  };

  const headline = part && (short && choice === 'refuse' ? cashOutHeadline(part) : cashOutHeadline(part, percent));
  const riding = part && part.share < 1 ? market.runners : [];

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
        {quote && runner && part ? (
          <CashOutQuoteView
            quote={quote}
            runnerName={runner.name}
            part={part}
            headline={headline}
            short={short}
            choice={choice}
            rest={rest}
            onRest={(next) => {
              setRest(next);
              setMessage(null);
            }}
            riding={riding}
          />
        ) : (
          <Text data-testid="cash-out-quote" role={result.ok ? undefined : 'alert'}>
            {result.ok ? '' : result.reason}
          </Text>
        )}
        {(message ?? refusal) && (
          <Text size="sm" fw={600} c="red.9" role="alert" data-testid="cash-out-refusal">
            {message ?? refusal}
          </Text>
        )}
        {short && !choice && (
          <Text size="sm" data-testid="cash-out-choose">
            Choose what happens to the rest, then cash out.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep my bets
          </Button>
          <Button onClick={confirm} disabled={!quote || !choice || refusal !== null}>
            Cash out
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
