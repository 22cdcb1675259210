import { safeParse } from 'zod/mini';
import { ApiError, type SchemaIssue } from '@/api/errors';
import { zVideoLinks } from '@/api/generated/mini/zod.gen';
import { safeFrameUrl } from '@/lib/frame-url';

// Live video (openapi GetVideoLink, docs/wire.md §1.12). The backend family sends the list of streamed
// matches as a JSON document inside the envelope's `result` string; it is decoded here, once, and
// checked with the generated VideoLinks schema. What comes out is either the event's frame address
// (through the score card's frame guard) or nothing: never the raw text.

export const VIDEO_LINK_OPERATION = 'GET /api/services/app/Sport/GetVideoLink';
/** docs/wire.md §2.1: a videoURL starting with this is a direct frame address (the rest of the string). */
export const DIRECT_VIDEO_PREFIX = 'mv';

/** One streamed match, as the app reads it (the wire's `bid` and `Channel` may be text or numbers). */
export interface VideoMatch {
  readonly bid: string;
  readonly channel: string;
}

function malformed(issues: SchemaIssue[], cause?: unknown): ApiError {
  return new ApiError({ kind: 'schema', message: 'The live-video answer is malformed', operation: VIDEO_LINK_OPERATION, issues, cause });
}

/**
 * GetVideoLink's `result` (a JSON string) as the list of streamed matches. Text that is not JSON, or
 * JSON that breaks the VideoLinks schema, is a schema error (ApiError kind 'schema', reported with
 * where it broke, as the api layer reports any response that breaks the contract).
 */
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

/** The event's own match: `bid` is the dreamEventId, compared as text (the older clients compare
 * strictly against a string, so the wire may carry either). */
export function findVideoMatch(matches: readonly VideoMatch[], dreamEventId: number): VideoMatch | undefined {
  const key = String(dreamEventId);
  return matches.find((match) => match.bid.trim() === key);
}

/** The frame address an event's `videoURL` carries directly ('mv' + address), guarded; else undefined. */
export function directVideoUrl(videoURL: string | null | undefined, appOrigin: string): string | undefined {
  if (!videoURL?.startsWith(DIRECT_VIDEO_PREFIX)) return undefined;
  return safeFrameUrl(videoURL.slice(DIRECT_VIDEO_PREFIX.length), appOrigin);
}

/** The stream provider's player page for a channel (`?channel=` added to the configured page),
 * guarded; undefined without a configured page or a channel. */
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
