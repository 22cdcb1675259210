import type { LadderUpdateMessage } from '@/api/hub-messages';
import { recordHubProblem } from './model/hub-log';

/** Off the first route: the connection and LadderUpdate's decoder load with it. */
export function watchLadder(marketId: number, runnerId: number, listener: (update: LadderUpdateMessage) => void): () => void {
  let stop: (() => void) | undefined;
  let left = false;
  void Promise.all([import('./realtime-client'), import('@/api/hub-messages'), import('@/api/hub-ladder-messages')]).then(
    ([client, messages, ladder]) => {
      messages.addHubMessages(ladder.ladderHubMessages);
      if (!left) stop = client.watchAppLadder(marketId, runnerId, listener);
    },
    (error: unknown) => recordHubProblem(`the ladder's code did not load: ${String(error)}`),
  );
  return () => {
    left = true;
    stop?.();
  };
}
