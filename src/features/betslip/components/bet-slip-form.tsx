import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UserLimit } from '@/api/generated/types.gen';
import type { PriceKind } from '@/lib/exchange/positions';
import type { PriceLevel } from '@/lib/price-store';
import { slipBetDelay } from '../model/bet-delay-words';
import { outcomeAmounts, type DraftBet } from '../model/slip-figures';
import type { SlipSelection } from '../model/slip-selection';
import { isLocked, slipStore, type SlipState } from '../model/slip-store';
import { useConfirmBeforePlacing } from '../hooks/use-confirm-before-placing';
import { BetDelayNote } from './bet-delay-note';
import { BetSlipFigures } from './bet-slip-figures';
import { ConfirmBetModal } from './confirm-bet-modal';
import { ConfirmFirstField } from './confirm-first-field';
import { OddsField } from './odds-field';
import { PersistenceField } from './persistence-field';
import { PlacementProgress } from './placement-progress';
import { PriceNotes } from './price-notes';
import { QuickStakesEditor } from './quick-stakes-editor';
import { SlipNotices } from './slip-notices';
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
  place: (draft: DraftBet) => void;
  checkAgain: () => void;
}

export function BetSlipForm(props: BetSlipFormProps) {
  const { t } = useLingui();
  const { state, kind, draft, refusal } = props;
  const reasonId = useId();
  const delayId = useId();
  const [confirmFirst] = useConfirmBeforePlacing();
  const [editingStakes, stakeEditor] = useDisclosure(false);
  const placing = isLocked(state);
  const delay = slipBetDelay(props.selection, state.price, props.limit, props.best);
  const delayShown = !placing && delay.kind !== 'none';

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
          <PriceNotes selection={props.selection} kind={kind} side={props.side} price={state.price} best={props.best} placing={placing} />
          <StakeField
            stakeText={state.stakeText}
            disabled={placing}
            describedBy={refusal ? reasonId : undefined}
            selectionKey={props.selectionKey}
          />
          <StakeButtons disabled={placing} />
          <Button variant="subtle" size="compact-xs" onClick={stakeEditor.open} className={classes.editStakes}>
            {t`Edit stakes`}
          </Button>
          <BetSlipFigures figures={draft ? outcomeAmounts(draft) : null} limit={props.limit} />
          <SlipNotices undecided={state.attempt?.undecided === true && !placing} refusal={refusal} refusalId={reasonId} />
          <PersistenceField kind={kind} disabled={placing} />
          <ConfirmFirstField disabled={placing} />
          {delayShown && <BetDelayNote id={delayId} delay={delay} />}
          <Button
            type="submit"
            disabled={!draft || refusal !== null || placing}
            loading={placing}
            loaderProps={{ 'aria-hidden': true }}
            aria-describedby={delayShown ? delayId : undefined}
          >
            {t`Place bet`}
          </Button>
          <PlacementProgress state={state} onCheckAgain={props.checkAgain} />
        </Stack>
      </form>
      {/* Outside the form: events bubble through portals, and the stake editor's save must not place a bet. */}
      <ConfirmBetModal
        draft={draft}
        opened={state.phase === 'confirming'}
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
