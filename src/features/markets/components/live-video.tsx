import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getVideoLinkOptions } from '@/api/generated/@tanstack/react-query.gen';
import { appConfig } from '@/config/env';
import { channelVideoUrl, decodeVideoLinks, directVideoUrl, findVideoMatch } from '../model/video-link';
import classes from './markets.module.css';

export const VIDEO_NOT_AVAILABLE = msg`Video not available`;

interface LiveVideoProps {
  eventId: number;
  dreamEventId: number | null;
  /** docs/wire.md §2.1. */
  videoURL: string | null | undefined;
}

/** docs/wire.md §1.12. Server text fills the frame only through the frame guard. */
export function LiveVideo({ eventId, dreamEventId, videoURL }: LiveVideoProps) {
  const { t } = useLingui();
  const origin = window.location.origin;
  const direct = directVideoUrl(videoURL, origin);
  const links = useQuery({
    ...getVideoLinkOptions({ query: { eventId } }),
    enabled: direct === undefined && dreamEventId !== null,
    staleTime: 60_000,
    select: (envelope) => decodeVideoLinks(envelope.result),
  });
  const match = dreamEventId === null || !links.data ? undefined : findVideoMatch(links.data, dreamEventId);
  const url = direct ?? (match ? channelVideoUrl(appConfig().videoPlayerUrl, match.channel, origin) : undefined);
  if (!url && links.isLoading) return <Text size="sm">{t`Loading the live video…`}</Text>;
  if (!url) return <Text size="sm">{t(VIDEO_NOT_AVAILABLE)}</Text>;
  return (
    <iframe
      className={classes.liveVideo}
      src={url}
      title={t`Live video`}
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-presentation"
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
    />
  );
}
