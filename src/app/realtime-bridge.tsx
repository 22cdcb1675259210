import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isBalanceFor, isHubLive, loadBetTexts, realtimeClient, subscribeRealtimeState } from '@/features/realtime';
import { onSignedIn, onSignedOut, readSignedInNames } from '@/features/session';
import { applyBalance, cachedOpenBets, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';

/** Runs the hub connection for the app's lifetime and applies what it pushes to the server state:
 * UserBalance moves balance and exposure at once (docs/product.md §3), unless it names another
 * player than the one signed in; a reconnect refetches what may have been
 * missed. A login restarts the connection so it registers the new token; a demo login does not
 * (docs/product.md §4). Logout drops the player's connection; a visitor's one (empty token) takes its place so
 * prices stay live. Once the reconnect schedule has given up, the browser coming back online or the
 * tab becoming visible again tries at once (after a sleep or a long outage). Mount once, inside the
 * QueryClientProvider. */
export function RealtimeBridge() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const client = realtimeClient();
    // The words of a matched or lapsed bet, fetched now so that a push is announced at once, in
    // the order things happened (a failed fetch is tried again by the push).
    loadBetTexts().catch(() => undefined);
    const refetchAccount = () => void refreshAccount(queryClient);
    let hubWasLive = isHubLive();
    const stops = [
      client.on('UserBalance', (message) => {
        // A push that names another player is not this player's balance (the client has already
        // dropped pushes from a connection that is not the current one).
        if (!isBalanceFor(message, readSignedInNames())) return;
        const { balance, exposure } = message;
        // Exposure moved without this tab placing a bet (a settlement, another device): the open
        // bets and positions changed too. Polling is slow while the hub is live, so fetch them now.
        if (applyBalance(queryClient, { balance, exposure }).exposureMoved) refetchAccount();
      }),
      // A resting bet matched: the open bets and positions changed; say so (WCAG 4.1.3).
      client.on('BetMatched', (message) => {
        const bet = cachedOpenBets(queryClient)?.openBets.find((candidate) => candidate.betId === message.betId);
        const names = bet ? { betType: bet.betType, runnerName: bet.runnerName ?? bet.marketName } : undefined;
        void loadBetTexts().then((texts) => announce(texts.betMatchedText(message, names)));
        refetchAccount();
      }),
      // A resting bet lapsed (its market suspended or turned in-play): its exposure came back.
      client.on('BetLapsed', (message) => {
        const bet = cachedOpenBets(queryClient)?.openBets.find((candidate) => candidate.betId === message.betId);
        const names = bet ? { betType: bet.betType, runnerName: bet.runnerName ?? bet.marketName } : undefined;
        void loadBetTexts().then((texts) => announce(texts.betLapsedText(message, names)));
        refetchAccount();
      }),
      // The hub went down: refetch so the account queries go back to their hub-down intervals.
      subscribeRealtimeState(() => {
        const hubLive = isHubLive();
        // (Limits follow at their next refresh, within a minute.)
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
      // React StrictMode runs this effect twice in development: stopping here is what lets the second
      // run start cleanly.
      void client.stop();
    };
  }, [queryClient]);

  return null;
}

function listen(target: EventTarget, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}
