import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GetUserOpenBetsResponse } from '@/api/generated/types.gen';
import { getUserExpectedProfitLossQueryKey, getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { onSignedIn, onSignedOut } from '@/features/session';
import { realtimeClient } from './realtime-instance';

/** Runs the hub connection for the app's lifetime and applies what it pushes to the server state:
 * UserBalance moves balance and exposure at once (spec §3), a reconnect refetches what may have been
 * missed. A login restarts the connection so it registers the new token; a demo login does not
 * (spec §4). Logout drops the player's connection; a visitor's one (empty token) takes its place so
 * prices stay live. Mount once, inside the QueryClientProvider. */
export function RealtimeBridge() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const client = realtimeClient();
    const stops = [
      client.on('userBalance', ({ balance, exposure }) => {
        queryClient.setQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey(), (current) =>
          current ? { ...current, result: { ...current.result, balance, exposure } } : current,
        );
      }),
      onSignedIn(({ restartsRealtime }) => {
        if (restartsRealtime) void client.restart();
      }),
      onSignedOut(() => void client.restart()),
      client.on('reconnected', () => {
        void queryClient.invalidateQueries({ queryKey: getUserOpenBetsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getUserExpectedProfitLossQueryKey() });
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
