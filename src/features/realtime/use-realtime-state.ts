import { useStore } from '@/hooks/use-store';
import { realtimeStore, type RealtimeState } from './model/hub-state-store';

export function useRealtimeState(): RealtimeState {
  return useStore(realtimeStore);
}

/** Whether the hub is connected; re-renders only when that changes. */
export function useHubLive(): boolean {
  return useStore(realtimeStore, (state) => state.hub === 'Connected');
}
