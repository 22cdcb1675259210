import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CasinoGame } from '@/api/generated/types.gen';
import { readCasinoToken } from '@/features/session';
import { useIsPhone } from '@/components/use-is-phone';
import { launchGame } from '../launch-game';

interface GameLaunchCallbacks {
  onFailure: (error: unknown) => void;
}

/** Once per game id: React's development double effects must not log in twice. */
export function useGameLaunch(game: CasinoGame | undefined, { onFailure }: GameLaunchCallbacks) {
  const isPhone = useIsPhone();
  // The frame states a failure itself: no generic toast as well.
  const launch = useMutation({ mutationFn: launchGame, meta: { inlineErrors: true } });
  const launchedFor = useRef<string | undefined>(undefined);
  const { mutate, reset } = launch;
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  }, [onFailure]);

  useEffect(() => {
    if (!game || launchedFor.current === game.id) return;
    launchedFor.current = game.id;
    reset();
    mutate(
      {
        game,
        casinoToken: readCasinoToken(),
        platform: isPhone ? 'mobile' : 'desktop',
        address: { hostname: window.location.hostname, host: window.location.host },
        appOrigin: window.location.origin,
      },
      { onError: (error) => failure.current(error) },
    );
    // Turning the phone does not reopen the game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game, mutate, reset]);

  return launch;
}
