import { safeParse } from 'zod/mini';
import { ApiError, type SchemaIssue } from '@/api/errors';
import { zVideoLinks } from '@/api/generated/mini/zod.gen';
import { safeFrameUrl } from '@/lib/frame-url';

// docs/wire.md §1.12: never the raw text, only a guarded frame address or nothing.

export const VIDEO_LINK_OPERATION = 'GET /api/services/app/Sport/GetVideoLink';
/** docs/wire.md §2.1. */
export const DIRECT_VIDEO_PREFIX = 'mv';

/** The wire's `bid` and `Channel` may be text or numbers. */
export interface VideoMatch {
  readonly bid: string;
  readonly channel: string;
}

function malformed(issues: SchemaIssue[], cause?: unknown): ApiError {
  return new ApiError({ kind: 'schema', message: 'The live-video answer is malformed', operation: VIDEO_LINK_OPERATION, issues, cause });
}

/** A schema error, as the api layer reports any broken contract. */
export function decodeVideoLinks(result: string): VideoMatch[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(result);
  } catch (error) {
    throw malformed([{ path: 'result', message: 'is not a JSON document' }], error);
  }
  const parsed = safeParse(zVideoLinks, decoded);
  if (!parsed.success) {
    throw malformed(
      parsed.error.issues.map((issue) => ({ path: ['result', ...issue.path.map(String)].join('.'), message: issue.message })),
      parsed.error,
    );
  }
  return parsed.data.data.getMatches.map((match) => ({ bid: String(match.bid), channel: String(match.Channel) }));
}

/** `bid` is the dreamEventId, compared as text: the wire may carry either. */
export function findVideoMatch(matches: readonly VideoMatch[], dreamEventId: number): VideoMatch | undefined {
  const key = String(dreamEventId);
  return matches.find((match) => match.bid.trim() === key);
}

export function directVideoUrl(videoURL: string | null | undefined, appOrigin: string): string | undefined {
  if (!videoURL?.startsWith(DIRECT_VIDEO_PREFIX)) return undefined;
  return safeFrameUrl(videoURL.slice(DIRECT_VIDEO_PREFIX.length), appOrigin);
}

export function channelVideoUrl(playerPage: string | undefined, channel: string, appOrigin: string): string | undefined {
  if (!playerPage || channel.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(playerPage);
  } catch {
    return undefined;
  }
  url.searchParams.set('channel', channel.trim());
  return safeFrameUrl(url.href, appOrigin);
}
