import { Button, Group, List, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useEffect, useState } from 'react';
import { chosenPart, quoteMoved, quoteWorsened, type CashOutRest, type CashOutResult } from '@/lib/exchange/cash-out';
import { formatMoney } from '@/lib/money';
import { cellKey, priceStore } from '@/lib/price-store';
import { BOOK_CHANGED_TEXT, cashOutBetText, cashOutHeadline, movedText, percentOf, signedRupees, walkText } from '../model/cash-out-text';
import { formatPrice } from '../model/slip-inputs';
import { draftOf, slipRefusal, type DraftBet } from '../model/slip-figures';
import type { SlipSelection } from '../model/slip-selection';
import { betDelayMs } from '../model/limit-of';
import { isLocked, slipStore } from '../model/slip-store';
import { useOpenBets } from '@/features/wallet';
import { usePersistence } from '../hooks/use-persistence';
import { useSelectionLimit } from '../hooks/use-selection-limit';
import { marketRefusalNow, quoteNow, runnerRefusalNow, type CashOutMarket } from '../model/cash-out-book';
import { CashOutAmount } from './cash-out-amount';
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

/** Mounted when the player asks to cash out, so the quote is taken at the book of that moment,
 * walked level by level. The quote, what the book cannot take now and the player's choice for it,
 * and what confirming does: one bet through the slip's placement (bet delay, limits, the slip's
 * countdown and outcome), refused with the reason when the market moved since the quote. */
export function CashOutModal({ market, positions, place, onClose }: CashOutModalProps) {
  const runnerIds = market.runners.map((candidate) => candidate.id);
  const [percent, setPercent] = useState(100);
  const [result, setResult] = useState<CashOutResult>(() => quoteNow(market, positions, 100));
  const [rest, setRest] = useState<CashOutRest | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const account = useOpenBets().data?.result;
  // The cash out is placed and reported by the slip: its code comes now, while the dialog is read.
  useEffect(preloadBetSlip, []);

  const quote = result.ok ? result.quote : null;
  const short = quote !== null && quote.restStake > 0;
  // Where the book takes all of it now there is nothing to choose.
  const choice: CashOutRest | null = short ? rest : 'rest';
  const part = quote ? chosenPart(quote, choice ?? 'rest') : null;
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
  // A walk past the best level, or a rest left unmatched, asks the last price walked: the book takes
  // the better levels first and what it cannot take rests there (PlaceBetV2 keepUnmatched).
  const draft =
    selection && quote && part
      ? draftOf(selection, quote.price, part.stake, {
          best: priceStore.getCell(cellKey(market.eventId, market.marketId, quote.runnerId, quote.side, 0)),
          persistence,
          mayRest: quote.fills.length > 1 || quote.restStake > 0,
        })
      : null;
  const refusal = draft ? slipRefusal({ draft, runnerStatus: undefined, marketStatus: undefined, limit, account, book: { kind: 'runners', positions } }) : null;

  const requote = (share: number) => {
    setResult(quoteNow(market, positions, share));
    setRest(null);
  };

  const confirm = () => {
    if (!quote || !selection || !draft || !choice || refusal) return;
    const status = marketRefusalNow(market) ?? runnerRefusalNow(market, quote.runnerId);
    if (status) {
      setMessage(`Cash out not placed: ${status}.`);
      return;
    }
    const quotedBest = quote.fills[0]?.price ?? quote.price;
    const bestNow = priceStore.getCell(cellKey(market.eventId, market.marketId, quote.runnerId, quote.side, 0))?.price;
    if (quoteMoved({ side: quote.side, price: quotedBest }, bestNow)) {
      setMessage(movedText(quotedBest, bestNow));
      requote(percent);
      return;
    }
    const fresh = quoteNow(market, positions, percent);
    if (quoteWorsened(quote, fresh.ok ? fresh.quote : null, choice)) {
      setMessage(BOOK_CHANGED_TEXT);
      requote(percent);
      return;
    }
    if (isLocked(slipStore.get())) {
      setMessage('Cash out not placed: another bet is on its way. Wait for its outcome, then cash out.');
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
          <>
            <Text fw={700} size="lg" data-testid="cash-out-quote" aria-live="polite">
              {headline}
              {short && choice !== 'refuse' ? ', once all of it is matched' : ''}
            </Text>
            <Text size="sm">
              {cashOutBetText(quote, runner.name, part.stake)}, placed now at the current {quote.fills.length > 1 ? 'prices' : 'price'}.
            </Text>
            {(quote.fills.length > 1 || short) && (
              <Text size="sm" data-testid="cash-out-walk">
                The book takes it level by level, best price first: {walkText(quote)}.
                {short && ` It takes ₹${formatMoney(quote.now.stake)} of ₹${formatMoney(quote.stake)} now.`}
              </Text>
            )}
            {short && (
              <Radio.Group
                label={`The other ₹${formatMoney(quote.restStake)}, which the book cannot take now`}
                value={rest}
                onChange={(value) => {
                  setRest(value === 'refuse' ? 'refuse' : 'rest');
                  setMessage(null);
                }}
                data-testid="cash-out-rest"
              >
                <Stack gap="xs" mt="xs">
                  <Radio
                    value="rest"
                    label={`Leave it unmatched at ${formatPrice(quote.price)}: ${signedRupees(quote.profit)} whatever the result once all of it is matched`}
                  />
                  <Radio
                    value="refuse"
                    label={`Do not send it: cash out ${percentOf(quote.now)}% now for ${signedRupees(quote.now.profit)} whatever the result`}
                  />
                </Stack>
              </Radio.Group>
            )}
            {riding.length > 0 && (
              <div data-testid="cash-out-left">
                <Text size="sm">The position left riding:</Text>
                <List size="sm">
                  {riding.map((candidate) => (
                    <List.Item key={candidate.id}>
                      <CashOutAmount value={part.left.get(candidate.id) ?? 0} /> if {candidate.name} wins
                    </List.Item>
                  ))}
                </List>
              </div>
            )}
          </>
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
