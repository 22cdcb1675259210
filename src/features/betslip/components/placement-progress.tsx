import type { SlipState } from '../model/slip-store';
import { BetDelayCountdown } from './bet-delay-countdown';
import { SlipOutcomeView } from './slip-outcome-view';

export function PlacementProgress({ state, onCheckAgain }: { state: SlipState; onCheckAgain: () => void }) {
  const { phase, outcome } = state;
  return (
    <>
      {(phase === 'placing' || phase === 'checking') && (
        <BetDelayCountdown delayMs={state.attempt?.delayMs ?? 0} checking={phase === 'checking'} />
      )}
      {outcome && <SlipOutcomeView outcome={outcome} onCheckAgain={onCheckAgain} />}
    </>
  );
}
