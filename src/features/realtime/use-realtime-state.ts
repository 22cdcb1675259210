import { useSyncExternalStore } from 'react';
import { getRealtimeState, subscribeRealtimeState, type RealtimeState } from './model/hub-state-store';

export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(subscribeRealtimeState, getRealtimeState, getRealtimeState);
}
