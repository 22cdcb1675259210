import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { channelVideoUrl, decodeVideoLinks, directVideoUrl, findVideoMatch } from '@/features/markets/model/video-link';

// Live video (openapi GetVideoLink): the JSON-string result decoded once, the event's match found by
// dreamEventId, and every frame address through the score card's guard.

const APP = 'https://player.brand.example';

function decodeError(result: string): ApiError {
  try {
    decodeVideoLinks(result);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a schema error');
}

describe('the live-video answer', () => {
  it('decodes the JSON document inside the result string', () => {
    const result = JSON.stringify({
      data: {
        getMatches: [
          { bid: '33001', Channel: '1021' },
          { bid: 33002, Channel: 7 },
        ],
      },
    });
    expect(decodeVideoLinks(result)).toEqual([
      { bid: '33001', channel: '1021' },
      { bid: '33002', channel: '7' },
    ]);
  });

  it('reads an empty list as no streams', () => {
    expect(decodeVideoLinks('{"data":{"getMatches":[]}}')).toEqual([]);
  });

  it('reports text that is not JSON as a schema error, never as matches', () => {
    const error = decodeError('<html><script>alert(1)</script></html>');
    expect(error.kind).toBe('schema');
    expect(error.operation).toBe('GET /api/services/app/Sport/GetVideoLink');
    expect(error.issues).toEqual([{ path: 'result', message: 'is not a JSON document' }]);
  });

  it.each([
    ['an object instead of the list', '{"data":{"getMatches":{"bid":"33001"}}}', 'result.data.getMatches'],
    ['a match without its channel', '{"data":{"getMatches":[{"bid":"33001"}]}}', 'result.data.getMatches.0.Channel'],
    ['no data at all', '{"success":true}', 'result.data'],
    ['a bare string', '"https://tv.example/33001"', 'result'],
  ])('reports %s with where it broke', (_case, result, path) => {
    const error = decodeError(result);
    expect(error.kind).toBe('schema');
    expect(error.issues.map((issue) => issue.path)).toContain(path);
  });
});

describe('the event’s match', () => {
  const matches = [
    { bid: '33002', channel: '2' },
    { bid: '33001', channel: '1021' },
  ];

  it('is the one whose bid is the dreamEventId, compared as text', () => {
    expect(findVideoMatch(matches, 33001)).toEqual({ bid: '33001', channel: '1021' });
  });

  it('is missing when the provider does not stream the match', () => {
    expect(findVideoMatch(matches, 33003)).toBeUndefined();
    expect(findVideoMatch([], 33001)).toBeUndefined();
  });
});

describe('frame addresses', () => {
  it('takes an mv-prefixed videoURL as the address itself', () => {
    expect(directVideoUrl('mvhttps://stream.provider.example/embed/1001', APP)).toBe('https://stream.provider.example/embed/1001');
  });

  it.each([
    ['no videoURL', null],
    ['an address without the mv prefix', 'https://stream.provider.example/embed/1001'],
    ['a script address', 'mvjavascript:alert(1)'],
    ['a data address', 'mvdata:text/html,<script>alert(1)</script>'],
    ['a page of the app itself', `mv${APP}/auth/login`],
    ['no address after the prefix', 'mv'],
  ])('frames nothing for %s', (_case, videoURL) => {
    expect(directVideoUrl(videoURL, APP)).toBeUndefined();
  });

  it('puts the channel on the configured player page', () => {
    expect(channelVideoUrl('https://tv.provider.example/player', '1021', APP)).toBe('https://tv.provider.example/player?channel=1021');
    expect(channelVideoUrl('https://tv.provider.example/player?lang=en', 'a b&c', APP)).toBe(
      'https://tv.provider.example/player?lang=en&channel=a+b%26c',
    );
  });

  it('frames nothing without a player page, a channel, or with a player page the guard refuses', () => {
    expect(channelVideoUrl(undefined, '1021', APP)).toBeUndefined();
    expect(channelVideoUrl('https://tv.provider.example/player', ' ', APP)).toBeUndefined();
    expect(channelVideoUrl(`${APP}/player`, '1021', APP)).toBeUndefined();
  });
});
