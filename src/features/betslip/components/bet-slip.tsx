import { Button, Checkbox, CloseButton, Group, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useIsSignedIn } from '@/features/session';
import { priceKindOf } from '@/lib/exchange/positions';
import { formatMoney } from '@/lib/money';
import { outcomeAmounts, placementDraft, slipRefusal, type Persistence } from '../model/slip-figures';
import { sideLabel } from '../model/slip-selection';
import { isLocked, slipStore, stakeOf } from '../model/slip-store';
import { BetDelayCountdown } from './bet-delay-countdown';
import { ConfirmBetModal } from './confirm-bet-modal';
import { LoginPrompt } from './login-prompt';
import { betDelayMs } from '../model/limit-of';
import { priceMovedTo } from '../model/price-moved';
import { OddsField } from './odds-field';
import { PriceMovedNote } from './price-moved-note';
import { MAY_STILL_BE_PLACED } from '../model/outcome-text';
import { SlipOutcomeView } from './slip-outcome-view';
import { StakeButtons } from './stake-buttons';
import { StakeEditor } from './stake-editor';
import { StakeField } from './stake-field';
import { useBestPrice } from '../hooks/use-best-price';
import { useConfirmBeforePlacing } from '../hooks/use-confirm-before-placing';
import { useCurrentBook } from '../hooks/use-current-book';
import { usePersistence } from '../hooks/use-persistence';
import { useOpenBets } from '@/features/wallet';
import { usePlaceBet } from '../hooks/use-place-bet';
import { useSelectionLimit } from '../hooks/use-selection-limit';
import { useSelectionStatus } from '../hooks/use-selection-status';
import { useSlipState } from '../hooks/use-slip-state';
import classes from './bet-slip.module.css';
import { useLimitLeft } from '@/features/protection';

/** The slip for the selected runner, side and price; the same in the
 * desktop aside and under the runner on a phone. */
export function BetSlip() {
  const state = useSlipState();
  const signedIn = useIsSignedIn();
  const titleId = useId();
  const reasonId = useId();
  const { selection, phase, outcome } = state;
  const status = useSelectionStatus(selection);
  const limit = useSelectionLimit(selection);
  const book = useCurrentBook(selection);
  const best = useBestPrice(selection);
  const openBets = useOpenBets().data?.result;
  const lossLeft = useLimitLeft('loss');
  const account = openBets ? { ...openBets, lossLeft } : undefined;
  const [confirmFirst, setConfirmFirst] = useConfirmBeforePlacing();
  const [persistence, setPersistence] = usePersistence();
  const [editingStakes, stakeEditor] = useDisclosure(false);
  const { place, checkAgain } = usePlaceBet();

  if (!selection) return null;
  const kind = priceKindOf(selection.marketType);
  const side = sideLabel(selection.side, kind);
  const selectionKey = `${selection.bookMarketId}-${selection.runnerId}-${selection.side}`;
  // Placing, or finding out whether a bet whose answer was lost was placed: the slip takes nothing.
  const placing = isLocked(state);
  const delayMs = betDelayMs(selection.inPlay, limit);
  const movedTo = priceMovedTo(selection, state.price, best);
  // On an exchange market a better price than the book offers is not refused; what the
  // book cannot match at once rests unmatched, and the slip says so before placing.
  const mayRest = kind === 'odds' && movedTo !== null;
  const draft = placementDraft(selection, state.price, stakeOf(state), { best, persistence });
  const refusal = draft ? slipRefusal({ draft, runnerStatus: status.runner, marketStatus: status.market, limit, account, book }) : null;
  const figures = draft ? outcomeAmounts(draft) : null;

  const send = () => {
    if (draft && !refusal) place(draft, delayMs);
  };
  const onPlace = () => {
    if (!draft || refusal || placing) return;
    if (confirmFirst) slipStore.confirm();
    else send();
  };

  return (
    <section className={classes.slip} data-side={selection.side} aria-labelledby={titleId} data-testid="bet-slip">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text id={titleId} fw={700} component="h3" size="md" m={0}>
            <span className={classes.sideTag}>{side}</span>
            {selection.runnerName}
          </Text>
          <Text size="xs">
            {selection.marketName}
            {kind === 'fancy' && selection.line !== null ? ` · ${side} at ${selection.line} runs` : ''}
          </Text>
        </div>
        <CloseButton aria-label="Remove selection" onClick={() => slipStore.clear()} disabled={placing} />
      </Group>

      {!signedIn ? (
        <LoginPrompt selectionKey={selectionKey} />
      ) : (
        // A form, so Enter in the stake places the bet as the button would (same checks, same lock).
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onPlace();
          }}
        >
          <Stack gap="xs" mt="xs">
            <OddsField kind={kind} oddsText={state.oddsText} note={state.oddsNote} disabled={placing} />
            {movedTo !== null && !placing && <PriceMovedNote label={`${side} ${kind === 'odds' ? 'price' : 'rate'}`} price={state.price} movedTo={movedTo} />}
            {mayRest && !placing && (
              <Text size="sm" fw={600} role="status" data-testid="may-rest-unmatched">
                Part of this bet may not be matched at once
              </Text>
            )}
            <StakeField stakeText={state.stakeText} disabled={placing} describedBy={refusal ? reasonId : undefined} selectionKey={selectionKey} />
            <StakeButtons disabled={placing} />
            <Button variant="subtle" size="compact-xs" onClick={stakeEditor.open} className={classes.editStakes}>
              Edit stakes
            </Button>

            <div className={classes.figures} aria-live="polite" data-testid="slip-figures">
              {figures ? (
                <Text size="sm">
                  Profit <strong>{formatMoney(figures.profit)}</strong> · Liability <strong>{formatMoney(figures.liability)}</strong>
                </Text>
              ) : (
                <Text size="sm">Enter a stake to see your profit and liability.</Text>
              )}
              {limit && (
                <Text size="xs">
                  Min {formatMoney(limit.minStake)} · Max {formatMoney(limit.maxStake)}
                </Text>
              )}
            </div>

            {state.attempt?.undecided && !placing && (
              <Text size="sm" fw={600} role="status" data-testid="may-still-be-placed">
                {MAY_STILL_BE_PLACED}
              </Text>
            )}

            {refusal && (
              <Text id={reasonId} size="sm" fw={600} c="red.9" role="status" data-testid="slip-refusal">
                {refusal}
              </Text>
            )}

            {kind === 'odds' && (
              <Radio.Group
                label="If unmatched when the market suspends or turns in-play"
                value={persistence}
                onChange={(value) => setPersistence(value as Persistence)}
                size="xs"
              >
                <Group gap="md" mt={4}>
                  <Radio value="LAPSE" label="Cancel at in-play / suspend" disabled={placing} />
                  <Radio value="PERSIST" label="Keep" disabled={placing} />
                </Group>
              </Radio.Group>
            )}

            <Checkbox label="Confirm bet before placing" checked={confirmFirst} onChange={(event) => setConfirmFirst(event.currentTarget.checked)} disabled={placing} />

            <Button type="submit" disabled={!draft || refusal !== null || placing} loading={placing} loaderProps={{ 'aria-hidden': true }}>
              Place bet
            </Button>
            {(phase === 'placing' || phase === 'checking') && <BetDelayCountdown delayMs={delayMs} checking={phase === 'checking'} />}
            {outcome && <SlipOutcomeView outcome={outcome} onCheckAgain={checkAgain} />}
          </Stack>
        </form>
      )}
      {signedIn && (
        // Outside the form: React events bubble through portals, and the stake editor's own form
        // must not place a bet when it saves.
        <>
          <ConfirmBetModal
            draft={draft}
            opened={phase === 'confirming'}
            onBack={() => slipStore.backToEditing()}
            onPlace={() => {
              slipStore.backToEditing();
              send();
            }}
          />
          <StakeEditor opened={editingStakes} onClose={stakeEditor.close} />
        </>
      )}
    </section>
  );
}
