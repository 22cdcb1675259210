import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { chosenPart, quoteChanged, quoteMoved, type CashOutPart, type CashOutQuote, type CashOutRest } from '@/lib/exchange/cash-out';
import { i18n } from '@/lib/i18n/runtime';
import { cellKey, priceStore } from '@/lib/price-store';
import { BOOK_CHANGED_TEXT, cashOutHeadline, movedText } from '../model/cash-out-text';
import { draftOf, slipRefusal, type DraftBet, type Persistence } from '../model/slip-figures';
import { selectionOf, type SlipSelection } from '../model/slip-selection';
import { isLocked, slipStore } from '../model/slip-store';
import { useOpenBets } from '@/features/wallet';
import { usePersistence } from '../hooks/use-persistence';
import { useSelectionLimit } from '../hooks/use-selection-limit';
import { useMarketBook } from '../hooks/use-market-book';
import { marketRefusalNow, quoteNow, runnerRefusalNow, type CashOutMarket } from '../model/cash-out-book';
import { CashOutQuoteView } from './cash-out-quote';
import { UnmatchedFirst, unmatchedIn } from './cash-out-unmatched';

const SHARES = [100, 75, 50, 25];

/** Why: docs/decisions/0010-cash-out-across-the-ladder.md */
function cashOutDraft(
  selection: SlipSelection,
  quote: CashOutQuote,
  part: CashOutPart,
  persistence: Persistence,
  choice: CashOutRest,
): DraftBet | null {
  const draft = draftOf(selection, quote.price, part.stake, {
    best: priceStore.getCell(cellKey(selection.eventId, selection.marketId, quote.runnerId, quote.side, 0)),
    persistence,
    mayRest: quote.fills.length > 1 || quote.restStake > 0,
  });
  return draft && choice === 'refuse' ? { ...draft, fillOrKill: true } : draft;
}

/** Null only when the quote shown still stands exactly. */
function staleQuote(
  market: CashOutMarket,
  positions: ReadonlyMap<number, number>,
  quote: CashOutQuote,
  percent: number,
  choice: CashOutRest,
): string | null {
  const status = marketRefusalNow(market) ?? runnerRefusalNow(market, quote.runnerId);
  if (status) return i18n._(msg`Cash out not placed: ${status}.`);
  const quotedBest = quote.fills[0]?.price ?? quote.price;
  const bestNow = priceStore.getCell(cellKey(market.eventId, market.marketId, quote.runnerId, quote.side, 0))?.price;
  if (quoteMoved({ side: quote.side, price: quotedBest }, bestNow)) return movedText(quotedBest, bestNow);
  const fresh = quoteNow(market, positions, percent);
  if (quoteChanged(quote, fresh.ok ? fresh.quote : null, choice)) return i18n._(BOOK_CHANGED_TEXT);
  if (isLocked(slipStore.get())) return i18n._(msg`Cash out not placed: another bet is on its way. Wait for its outcome, then cash out.`);
  return null;
}

function positionsKey(positions: ReadonlyMap<number, number>): string {
  return [...positions].map(([runnerId, amount]) => `${runnerId}:${amount}`).join('|');
}

interface CashOutModalProps {
  market: CashOutMarket;
  positions: ReadonlyMap<number, number>;
  /** Owned by the caller, so it outlives this dialog. */
  place: (draft: DraftBet) => void;
  onClose: () => void;
}

const shareOptions = (all: string) => SHARES.map((share) => ({ value: String(share), label: share === 100 ? all : `${share}%` }));

export function CashOutModal({ market, positions, place, onClose }: CashOutModalProps) {
  const { t } = useLingui();
  const [percent, setPercent] = useState(100);
  const [rest, setRest] = useState<CashOutRest | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [quotedFor] = useState(() => positionsKey(positions));
  const account = useOpenBets().data?.result;
  const { signature } = useMarketBook(market);
  const unmatched = unmatchedIn(market, account);
  // The book's signature stands for the price store's cells quoteNow reads; the language, for its words.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  const result = useMemo(() => quoteNow(market, positions, percent), [market, positions, percent, signature, i18n.locale]);
  const positionMoved = positionsKey(positions) !== quotedFor;

  const quote = result.ok ? result.quote : null;
  const short = quote !== null && quote.restStake > 0;
  const choice: CashOutRest | null = short ? rest : 'rest';
  const part = quote ? chosenPart(quote, choice ?? 'rest') : null;
  const runner = quote ? market.runners.find((candidate) => candidate.id === quote.runnerId) : undefined;
  const selection = quote && runner ? selectionOf(market, runner, quote.side, quote.price) : null;
  const limit = useSelectionLimit(selection);
  const [persistence] = usePersistence();
  const draft = selection && quote && part ? cashOutDraft(selection, quote, part, persistence, choice ?? 'rest') : null;
  const refusal = draft
    ? slipRefusal({ draft, runnerStatus: undefined, marketStatus: undefined, limit, account, book: { kind: 'runners', positions } })
    : null;

  const confirm = () => {
    if (!quote || !selection || !draft || !choice || refusal || unmatched > 0) return;
    const stale = staleQuote(market, positions, quote, percent, choice);
    if (stale) {
      setMessage(stale);
      return;
    }
    slipStore.select(selection);
    slipStore.setStake(draft.stake);
    place(draft);
    onClose();
  };

  const headline = part && (short && choice === 'refuse' ? cashOutHeadline(part) : cashOutHeadline(part, percent));
  const riding = part && part.share < 1 ? market.runners : [];
  const { marketName } = market;
  const shares = shareOptions(t({ message: 'All', context: 'share of the position' }));

  return (
    <Dialog opened onClose={onClose} title={t`Cash out: ${marketName}`}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t`How much to cash out`}
          data={shares}
          value={String(percent)}
          onChange={(value) => {
            const share = Number(value);
            setPercent(share);
            setMessage(null);
            setRest(null);
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
        <CashOutNotices
          market={market}
          positionMoved={positionMoved}
          unmatched={unmatched}
          problem={message ?? refusal}
          choose={short && !choice}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Keep my bets`}
          </Button>
          <Button onClick={confirm} disabled={!quote || !choice || refusal !== null || unmatched > 0}>
            {t`Cash out`}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

function CashOutNotices(props: {
  market: CashOutMarket;
  positionMoved: boolean;
  unmatched: number;
  problem: string | null;
  choose: boolean;
}) {
  const { t } = useLingui();
  const { market, positionMoved, unmatched, problem, choose } = props;
  return (
    <>
      {positionMoved && (
        <Text size="sm" role="status" data-testid="cash-out-position-moved">
          {t`Your position changed while this was open: the quote is for your position now.`}
        </Text>
      )}
      {unmatched > 0 && <UnmatchedFirst market={market} unmatched={unmatched} />}
      {problem && (
        <Text size="sm" fw={600} c="red.9" role="alert" data-testid="cash-out-refusal">
          {problem}
        </Text>
      )}
      {choose && (
        <Text size="sm" data-testid="cash-out-choose">
          {t`Choose what happens to the rest, then cash out.`}
        </Text>
      )}
    </>
  );
}
