import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getSettingExpiryOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { GetSettingExpiryResponse } from '@/api/generated/types.gen';
import { ACTIVITY_SHARE_MS, idlePhase, idleTimeoutFrom, type IdlePhase } from '../model/idle';
import { readLastActivity, saveLastActivity } from '../model/saved-session';
import { useSignOut } from './use-sign-out';

/** Not only the mouse, which would log out keyboard-only players. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const TICK_MS = 1000;
/** Until it is read, this tab does not count down or warn. */
const SETTING_RETRY_MS = 60_000;

const selectSetting = (envelope: GetSettingExpiryResponse) => envelope.result;

function samePhase(a: IdlePhase, b: IdlePhase): boolean {
  if (a.phase !== b.phase) return false;
  return a.phase !== 'warning' || (b.phase === 'warning' && a.secondsLeft === b.secondsLeft);
}

export interface IdleTimeoutState {
  warningSecondsLeft: number | null;
  timeoutSeconds: number | null;
  staySignedIn: () => void;
  signOutNow: () => void;
}

/** Only while signed in: mounting starts the clock. Why: docs/decisions/0007-session-expiry-upkeep-and-tabs.md */
export function useIdleTimeout(): IdleTimeoutState {
  const signOut = useSignOut();
  const setting = useQuery({
    ...getSettingExpiryOptions({ query: { domain: globalThis.location.hostname } }),
    staleTime: Number.POSITIVE_INFINITY,
    select: selectSetting,
    refetchInterval: (query) => (query.state.status === 'error' ? SETTING_RETRY_MS : false),
  });
  const timeout = useMemo(() => idleTimeoutFrom(setting.data), [setting.data]);
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });
  const phaseRef = useRef<IdlePhase>(phase);
  const lastActivity = useRef(0);
  const lastShared = useRef(0);

  const publish = useCallback((next: IdlePhase) => {
    phaseRef.current = next;
    setPhase((previous) => (samePhase(previous, next) ? previous : next));
  }, []);

  const share = useCallback((now: number) => {
    lastShared.current = now;
    saveLastActivity(now);
  }, []);

  // Shared even before (or without) the setting: the other tabs count this one's activity.
  useEffect(() => {
    // Opening a tab (or signing in) is activity.
    lastActivity.current = Date.now();
    share(lastActivity.current);
    const onActivity = () => {
      if (phaseRef.current.phase !== 'active') return;
      const now = Date.now();
      lastActivity.current = now;
      if (now - lastShared.current >= ACTIVITY_SHARE_MS) share(now);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [share]);

  useEffect(() => {
    if (!timeout) return;
    const id = setInterval(() => {
      const latest = Math.max(lastActivity.current, readLastActivity() ?? 0);
      const next = idlePhase(Date.now() - latest, timeout);
      publish(next);
      if (next.phase === 'expired') signOut('idle');
    }, TICK_MS);
    return () => clearInterval(id);
  }, [publish, signOut, timeout]);

  const staySignedIn = useCallback(() => {
    lastActivity.current = Date.now();
    share(lastActivity.current);
    publish({ phase: 'active' });
  }, [publish, share]);

  const signOutNow = useCallback(() => signOut('requested'), [signOut]);

  return {
    warningSecondsLeft: phase.phase === 'warning' ? phase.secondsLeft : null,
    timeoutSeconds: timeout ? timeout.timeoutMs / 1000 : null,
    staySignedIn,
    signOutNow,
  };
}
