import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getScoreCardOptions } from '@/api/generated/@tanstack/react-query.gen';
import { safeFrameUrl } from '@/lib/frame-url';
import classes from './markets.module.css';

/** docs/wire.md §1.12. Server text fills the frame only through the frame guard. */
export function ScoreCard({ dreamEventId }: { dreamEventId: number }) {
  const { t } = useLingui();
  const scoreCard = useQuery({ ...getScoreCardOptions({ query: { DreamEventId: dreamEventId } }), staleTime: 5 * 60_000 });
  if (scoreCard.isPending) return <Text size="sm">{t`Loading the score card…`}</Text>;
  const url = safeFrameUrl(scoreCard.data?.result, window.location.origin);
  if (scoreCard.isError || !url) return <Text size="sm">{t`The score card is not available for this match.`}</Text>;
  return (
    <iframe
      className={classes.scoreCard}
      src={url}
      title={t`Score card`}
      loading="lazy"
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin"
    />
  );
}
