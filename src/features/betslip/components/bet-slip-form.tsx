import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import type { UserLimit } from '@/api/generated/types.gen';
import type { PriceKind } from '@/lib/exchange/positions';
import type { PriceLevel } from '@/lib/price-store';
import { MAY_STILL_BE_PLACED } from '../model/outcome-text';
import { priceMovedTo } from '../model/price-moved';
import { outcomeAmounts, type DraftBet, type Persistence } from '../model/slip-figures';
import type { SlipSelection } from '../model/slip-selection';
import { isLocked, slipStore, type SlipState } from '../model/slip-store';
import { useConfirmBeforePlacing } from '../hooks/use-confirm-before-placing';
import { BetDelayCountdown } from './bet-delay-countdown';
import { BetSlipFigures } from './bet-slip-figures';
import { ConfirmBetModal } from './confirm-bet-modal';
import { OddsField } from './odds-field';
import { PriceMovedNote } from './price-moved-note';
import { QuickStakesEditor } from './quick-stakes-editor';
import { SlipOutcomeView } from './slip-outcome-view';
import { StakeButtons } from './stake-buttons';
import { StakeField } from './stake-field';
import classes from './bet-slip.module.css';

export interface BetSlipFormProps {
  state: SlipState;
  selection: SlipSelection;
  kind: PriceKind;
  side: string;
  selectionKey: string;
  draft: DraftBet | null;
  refusal: string | null;
  limit: UserLimit['limit'] | undefined;
  best: PriceLevel | undefined;
  persistence: Persistence;
  onPersistenceChange: (next: Persistence) => void;
  place: (draft: DraftBet) => void;
  checkAgain: () => void;
}

/** The signed-in player's slip, with the confirm and quick-stakes dialogs beside it. */
export function BetSlipForm(props: BetSlipFormProps) {
  const { state, selection, kind, side, draft, refusal, limit } = props;
  const { phase, outcome } = state;
  const reasonId = useId();
  const [confirmFirst, setConfirmFirst] = useConfirmBeforePlacing();
  const [editingStakes, stakeEditor] = useDisclosure(false);
  const placing = isLocked(state);
  const movedTo = priceMovedTo(selection, state.price, props.best);
  // On an exchange market a better price than the book's is not refused: part may rest unmatched.
  const mayRest = kind === 'odds' && movedTo !== null;
  const figures = draft ? outcomeAmounts(draft) : null;

  const send = () => {
    if (draft && !refusal) props.place(draft);
  };
  const onPlace = () => {
    if (!draft || refusal || placing) return;
    if (confirmFirst) slipStore.confirm();
    else send();
  };

  return (
    <>
      {/* A form, so Enter in the stake places the bet as the button would. */}
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
          <StakeField stakeText={state.stakeText} disabled={placing} describedBy={refusal ? reasonId : undefined} selectionKey={props.selectionKey} />
          <StakeButtons disabled={placing} />
          <Button variant="subtle" size="compact-xs" onClick={stakeEditor.open} className={classes.editStakes}>
            Edit stakes
          </Button>

          <BetSlipFigures figures={figures} limit={limit} />

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
              value={props.persistence}
              onChange={(value) => props.onPersistenceChange(value as Persistence)}
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
          {(phase === 'placing' || phase === 'checking') && <BetDelayCountdown delayMs={state.attempt?.delayMs ?? 0} checking={phase === 'checking'} />}
          {outcome && <SlipOutcomeView outcome={outcome} onCheckAgain={props.checkAgain} />}
        </Stack>
      </form>
      {/* Outside the form: events bubble through portals, and the stake editor's save must not place a bet. */}
      <ConfirmBetModal
        draft={draft}
        opened={phase === 'confirming'}
        onBack={() => slipStore.backToEditing()}
        onPlace={() => {
          slipStore.backToEditing();
          send();
        }}
      />
      <QuickStakesEditor opened={editingStakes} onClose={stakeEditor.close} />
    </>
  );
}
