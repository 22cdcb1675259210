import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getScoreCardOptions } from '@/api/generated/@tanstack/react-query.gen';
import { safeFrameUrl } from '@/lib/frame-url';
import classes from './markets.module.css';

/** The event's score card by its data-provider id (GetScoreCard, docs/wire.md §1.12; players only).
 * The address is server text: it fills the frame only through the game frame's guard (another
 * site's web page), else the score card is not available (server text must not open this site in a frame). */
export function ScoreCard({ dreamEventId }: { dreamEventId: number }) {
  const scoreCard = useQuery({ ...getScoreCardOptions({ query: { DreamEventId: dreamEventId } }), staleTime: 5 * 60_000 });
  if (scoreCard.isPending) return <Text size="sm">Loading the score card…</Text>;
  const url = safeFrameUrl(scoreCard.data?.result, window.location.origin);
  if (scoreCard.isError || !url) return <Text size="sm">The score card is not available for this match.</Text>;
  return <iframe className={classes.scoreCard} src={url} title="Score card" loading="lazy" referrerPolicy="no-referrer" sandbox="allow-scripts allow-same-origin" />;
}
