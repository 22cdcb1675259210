import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isBalanceFor, isHubLive, loadBetTexts, realtimeClient, subscribeRealtimeState } from '@/features/realtime';
import { onSignedIn, onSignedOut, readSignedInNames } from '@/features/session';
import { applyBalance, cachedOpenBets, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';

/** docs/product.md §3, §4. */
export function RealtimeBridge() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const client = realtimeClient();
    // Fetched now, so a push is announced at once and in order.
    loadBetTexts().catch(() => undefined);
    const refetchAccount = () => void refreshAccount(queryClient);
    let hubWasLive = isHubLive();
    const stops = [
      client.on('UserBalance', (message) => {
        if (!isBalanceFor(message, readSignedInNames())) return;
        const { balance, exposure } = message;
        // Exposure moved without this tab's bet, and polling is slow while the hub is live.
        if (applyBalance(queryClient, { balance, exposure }).exposureMoved) refetchAccount();
      }),
      client.on('BetMatched', (message) => {
        const bet = cachedOpenBets(queryClient)?.openBets.find((candidate) => candidate.betId === message.betId);
        const names = bet ? { betType: bet.betType, runnerName: bet.runnerName ?? bet.marketName } : undefined;
        void loadBetTexts().then((texts) => announce(texts.betMatchedText(message, names)));
        refetchAccount();
      }),
      client.on('BetLapsed', (message) => {
        const bet = cachedOpenBets(queryClient)?.openBets.find((candidate) => candidate.betId === message.betId);
        const names = bet ? { betType: bet.betType, runnerName: bet.runnerName ?? bet.marketName } : undefined;
        void loadBetTexts().then((texts) => announce(texts.betLapsedText(message, names)));
        refetchAccount();
      }),
      subscribeRealtimeState(() => {
        const hubLive = isHubLive();
        if (hubWasLive && !hubLive) refetchAccount();
        hubWasLive = hubLive;
      }),
      onSignedIn(({ restartsRealtime }) => {
        if (restartsRealtime) void client.restart();
      }),
      onSignedOut(() => void client.restart()),
      client.on('reconnected', refetchAccount),
      listen(window, 'online', () => client.revive()),
      listen(document, 'visibilitychange', () => {
        if (document.visibilityState === 'visible') client.revive();
      }),
    ];
    client.start();
    return () => {
      stops.forEach((stop) => stop());
      // StrictMode runs this effect twice in development.
      void client.stop();
    };
  }, [queryClient]);

  return null;
}

function listen(target: EventTarget, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}
