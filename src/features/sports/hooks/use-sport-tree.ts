import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarlyAnswer } from '@/api/early-answers';
import { getSportTreeOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { GetSportTreeResponse, Sport } from '@/api/generated/types.gen';
import { useReloadTreeOnViewerChange } from './use-reload-tree-on-viewer-change';

/** docs/wire.md §5; paused while the tab is hidden. */
export const SPORT_TREE_REFRESH_MS = 10 * 60_000;

const selectSports = (envelope: GetSportTreeResponse): Sport[] => envelope.result;

/** Also loaded before the first render (src/app/boot/first-loads.ts). */
export function sportTreeQueryOptions() {
  const generated = getSportTreeOptions();
  const load = generated.queryFn;
  if (!load) throw new Error('the generated tree options have no query function');
  return queryOptions({
    ...generated,
    // A phone's first visit: the boot chunk asked already (src/api/early-answers.ts).
    queryFn: (context) => takeEarlyAnswer<GetSportTreeResponse>('getSportTree') ?? load(context),
    staleTime: SPORT_TREE_REFRESH_MS,
  });
}

/** docs/wire.md §2.1. */
export function useSportTree() {
  useReloadTreeOnViewerChange();
  return useQuery({
    ...sportTreeQueryOptions(),
    refetchInterval: SPORT_TREE_REFRESH_MS,
    select: selectSports,
  });
}
