import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { XSS_CATEGORIES, tripwireCall, xssCorpus, xssUrlPayloads } from '../../mocks/xss/corpus';
import { XSS_TEXT_SUFFIX, injectXss, injectXssResponse, setXss } from '../../mocks/xss/inject';

describe('the XSS corpus', () => {
  it('holds at least 100 distinct payloads, numbered in order', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(xssCorpus.map((payload) => payload.text)).size).toBe(xssCorpus.length);
    xssCorpus.forEach((payload, index) => expect(payload.index).toBe(index));
  });

  it('covers every category of XSS_CATEGORIES, several payloads each', () => {
    for (const category of XSS_CATEGORIES)
      expect(xssCorpus.filter((payload) => payload.category === category).length, category).toBeGreaterThanOrEqual(4);
    const texts = xssCorpus.map((payload) => payload.text);
    for (const vector of [
      '<script>',
      'onerror=',
      '<svg',
      '<math',
      'srcdoc=',
      'expression(',
      '<template>',
      '<noscript>',
      'JaVaScRiPt:',
      'java\tscript:',
      '<scr<script>ipt>',
      '%253C',
    ])
      expect(
        texts.some((text) => text.includes(vector)),
        vector,
      ).toBe(true);
  });

  it('calls the tripwire with its own index, plainly or in an encoded form', () => {
    const decoded = (text: string) =>
      text
        .replace(/&#x0*([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCharCode(Number(dec)))
        .replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi, (_m, u?: string, x?: string) => String.fromCharCode(parseInt(u ?? x ?? '0', 16)))
        .replace(/atob\("([^"]+)"\)|base64,([A-Za-z0-9+/=]+)/g, (_m, a?: string, b?: string) => atob(a ?? b ?? ''));
    for (const payload of xssCorpus) expect(decoded(payload.text), `#${payload.index}`).toContain(tripwireCall(payload.index));
  });

  it('has URL payloads that are a script-bearing URL by themselves', () => {
    expect(xssUrlPayloads.length).toBeGreaterThanOrEqual(10);
    for (const payload of xssUrlPayloads) expect(payload.text.trimStart().startsWith('<')).toBe(false);
  });
});

describe('the injection transform', () => {
  const body = {
    success: true,
    result: {
      domainTitle: 'Exchange',
      events: [
        {
          id: 1,
          title: 'India v Australia',
          sportName: 'cricket',
          markets: [{ marketName: 'Match Odds', runners: [{ runnerName: 'India', price: 1.5 }] }],
        },
      ],
      stakes: [{ title: '1k', stake: 1000 }],
      supportLink: 'https://wa.me/1',
      accessToken: 'token',
    },
  };

  it('appends the whole corpus to text fields by name, at any depth, and leaves other fields alone', () => {
    const { body: out, injected } = injectXss(body);
    const result = (out as typeof body).result;
    expect(result.domainTitle).toBe(`Exchange ${XSS_TEXT_SUFFIX}`);
    expect(result.events[0]?.markets[0]?.runners[0]?.runnerName).toBe(`India ${XSS_TEXT_SUFFIX}`);
    expect(result.events[0]?.markets[0]?.runners[0]?.price).toBe(1.5);
    expect(result.accessToken).toBe('token');
    expect(xssUrlPayloads.map((payload) => payload.text)).toContain(result.supportLink);
    expect(injected).toBe(7); // domainTitle, title ×2, sportName, marketName, runnerName, supportLink
    expect(body.result.domainTitle).toBe('Exchange'); // the input is not changed
  });

  it('puts back what the response schema refuses, so the mock keeps its contract', () => {
    const schema = z.object({
      success: z.boolean(),
      result: z.object({
        domainTitle: z.string(),
        events: z.array(z.object({ title: z.string(), sportName: z.enum(['cricket']), markets: z.array(z.unknown()) })),
        stakes: z.array(z.object({ title: z.string().max(16), stake: z.number() })),
        supportLink: z.string(),
      }),
    });
    const { body: out } = injectXss(body, schema);
    const result = (out as typeof body).result;
    expect(schema.safeParse(out).success).toBe(true);
    expect(result.stakes[0]?.title).toBe('1k');
    expect(result.events[0]?.sportName).toBe('cricket');
    expect(result.events[0]?.title).toContain('<script>__xss(0)</script>');
  });

  it('rewrites error envelopes (toasts) and only while the knob is on', async () => {
    const failure = () => Response.json({ success: false, error: { message: 'Invalid user name or password' } }, { status: 500 });
    setXss(false);
    expect(await (await injectXssResponse(failure())).text()).not.toContain('__xss');
    setXss(true);
    const injected = (await (await injectXssResponse(failure())).json()) as { error: { message: string } };
    expect(injected.error.message.startsWith('Invalid user name or password ')).toBe(true);
    expect(injected.error.message).toContain(tripwireCall(xssCorpus.length - 1));
    setXss(false);
  });
});
