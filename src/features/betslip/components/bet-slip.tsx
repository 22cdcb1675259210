import { useContext, useId } from 'react';
import { useStore } from '@/hooks/use-store';
import { useIsSignedIn } from '@/features/session';
import { priceKindOf } from '@/lib/exchange/positions';
import { slipDraft, slipRefusal } from '../model/slip-figures';
import { sideLabel } from '../model/slip-selection';
import { isLocked } from '../model/slip-store';
import { usePersistence } from '../hooks/use-persistence';
import { usePlaceBet } from '../hooks/use-place-bet';
import { useSlipChecks } from '../hooks/use-slip-checks';
import { useSlipState } from '../hooks/use-slip-state';
import { BetSlipForm } from './bet-slip-form';
import { BetSlipHeader } from './bet-slip-header';
import { LoginPrompt } from './login-prompt';
import classes from './bet-slip.module.css';
import { SlipInDialogContext, slipDialogs } from './slip-dialog-context';

export function BetSlip() {
  const state = useSlipState();
  const signedIn = useIsSignedIn();
  const titleId = useId();
  const { selection } = state;
  const { status, limit, book, best, account } = useSlipChecks(selection);
  const [persistence] = usePersistence();
  const { place, checkAgain } = usePlaceBet();
  const inDialog = useContext(SlipInDialogContext);
  const dialogShown = useStore(slipDialogs, (count) => count > 0);

  if (!selection || (dialogShown && !inDialog)) return null;
  const kind = priceKindOf(selection.marketType);
  const side = sideLabel(selection.side, kind);
  const selectionKey = `${selection.bookMarketId}-${selection.runnerId}-${selection.side}`;
  const draft = slipDraft(state, { best, persistence });
  const refusal = draft ? slipRefusal({ draft, runnerStatus: status.runner, marketStatus: status.market, limit, account, book }) : null;

  return (
    <section className={classes.slip} data-side={selection.side} aria-labelledby={titleId} data-testid="bet-slip">
      <BetSlipHeader selection={selection} kind={kind} side={side} titleId={titleId} placing={isLocked(state)} />
      {!signedIn ? (
        <LoginPrompt selectionKey={selectionKey} />
      ) : (
        <BetSlipForm {...{ state, selection, kind, side, selectionKey, draft, refusal, limit, best, place, checkAgain }} />
      )}
    </section>
  );
}
