import { describe, expect, it, vi } from 'vitest';
import {
  addHubMessages,
  createHubMessageHandler,
  decodeHubMessage,
  isHubDecodeFailure,
  type HubDecodeFailureReason,
  type HubMessage,
} from '@/api/hub-messages';

// The hub's wire format: the `Message` argument is JSON.stringify({Code, Data: JSON.stringify(payload)}).
function wire(code: string, payload: unknown): string {
  return JSON.stringify({ Code: code, Data: JSON.stringify(payload) });
}

describe('decodeHubMessage: messages the app handles', () => {
  const cases: ReadonlyArray<{ name: string; raw: string; expected: HubMessage }> = [
    {
      name: 'UserBalance',
      raw: wire('UserBalance', { Balance: 100000, Exposure: 1000 }),
      expected: { code: 'UserBalance', balance: 100000, exposure: 1000 },
    },
    {
      name: 'UserBalance naming its player (our proposal)',
      raw: wire('UserBalance', { Balance: 500, Exposure: 0, UserName: 'player1' }),
      expected: { code: 'UserBalance', balance: 500, exposure: 0, userName: 'player1' },
    },
    {
      name: 'UserBalance with paise',
      raw: wire('UserBalance', { Balance: 98765.5, Exposure: 0 }),
      expected: { code: 'UserBalance', balance: 98765.5, exposure: 0 },
    },
    {
      name: 'OddsUpdate with three levels a side',
      raw: wire('OddsUpdate', {
        EventId: 1001,
        MarketId: 5001,
        RunnerId: 7001,
        Status: 'ACTIVE',
        Back: [
          { Price: 2.5, Size: 1200 },
          { Price: 2.48, Size: 800 },
          { Price: 2.46, Size: 350.75 },
        ],
        Lay: [{ Price: 2.52, Size: 900 }],
      }),
      expected: {
        code: 'OddsUpdate',
        eventId: 1001,
        marketId: 5001,
        runnerId: 7001,
        status: 'ACTIVE',
        back: [
          { price: 2.5, size: 1200 },
          { price: 2.48, size: 800 },
          { price: 2.46, size: 350.75 },
        ],
        lay: [{ price: 2.52, size: 900 }],
      },
    },
    {
      name: 'OddsUpdate of an exchange runner with what has traded (our proposal)',
      raw: wire('OddsUpdate', {
        EventId: 1001,
        MarketId: 5001,
        RunnerId: 7001,
        Status: 'ACTIVE',
        Back: [{ Price: 2.5, Size: 1200 }],
        Lay: [],
        LastPriceTraded: 2.48,
        TotalMatched: 1240000.5,
        MarketTotalMatched: 2500000,
      }),
      expected: {
        code: 'OddsUpdate',
        eventId: 1001,
        marketId: 5001,
        runnerId: 7001,
        status: 'ACTIVE',
        back: [{ price: 2.5, size: 1200 }],
        lay: [],
        lastPriceTraded: 2.48,
        totalMatched: 1240000.5,
        marketTotalMatched: 2500000,
      },
    },
    {
      name: 'OddsUpdate of a runner that has not traded yet',
      raw: wire('OddsUpdate', {
        EventId: 1,
        MarketId: 2,
        RunnerId: 3,
        Status: 'ACTIVE',
        Back: [],
        Lay: [],
        LastPriceTraded: null,
        TotalMatched: 0,
      }),
      expected: {
        code: 'OddsUpdate',
        eventId: 1,
        marketId: 2,
        runnerId: 3,
        status: 'ACTIVE',
        back: [],
        lay: [],
        lastPriceTraded: null,
        totalMatched: 0,
      },
    },
    {
      name: 'OddsUpdate of a suspended runner without prices',
      raw: wire('OddsUpdate', { EventId: 1, MarketId: 2, RunnerId: 3, Status: 'SUSPENDED', Back: [], Lay: [] }),
      expected: { code: 'OddsUpdate', eventId: 1, marketId: 2, runnerId: 3, status: 'SUSPENDED', back: [], lay: [] },
    },
    {
      name: 'MarketStatus',
      raw: wire('MarketStatus', { EventId: 1001, MarketId: 5001, Status: 'BALLRUNNING' }),
      expected: { code: 'MarketStatus', eventId: 1001, marketId: 5001, status: 'BALLRUNNING' },
    },
    {
      name: 'extra fields at both levels are tolerated and dropped',
      raw: JSON.stringify({
        Code: 'UserBalance',
        Data: JSON.stringify({ Balance: 5, Exposure: 1, Currency: 'INR' }),
        SentAt: '2026-11-21T10:00:00Z',
      }),
      expected: { code: 'UserBalance', balance: 5, exposure: 1 },
    },
    {
      name: 'extra fields inside price levels are tolerated',
      raw: wire('OddsUpdate', {
        EventId: 1,
        MarketId: 2,
        RunnerId: 3,
        Status: 'CLOSED',
        Back: [{ Price: 1.5, Size: 10, Depth: 1 }],
        Lay: [],
        LastTraded: 1.49,
      }),
      expected: {
        code: 'OddsUpdate',
        eventId: 1,
        marketId: 2,
        runnerId: 3,
        status: 'CLOSED',
        back: [{ price: 1.5, size: 10 }],
        lay: [],
      },
    },
  ];

  it.each(cases)('decodes $name', ({ raw, expected }) => {
    expect(decodeHubMessage(raw)).toEqual(expected);
  });
});

describe('decodeHubMessage: pushes it ignores, with a reason', () => {
  const cases: ReadonlyArray<{ name: string; raw: unknown; reason: HubDecodeFailureReason; receivedCode?: string }> = [
    { name: 'an unknown Code', raw: wire('BetSettled', { BetId: 1 }), reason: 'unknown-code', receivedCode: 'BetSettled' },
    {
      name: 'a Code in the wrong case',
      raw: wire('userbalance', { Balance: 1, Exposure: 0 }),
      reason: 'unknown-code',
      receivedCode: 'userbalance',
    },
    { name: 'an object instead of a JSON string', raw: { Code: 'UserBalance', Data: '{}' }, reason: 'not-a-string' },
    { name: 'null', raw: null, reason: 'not-a-string' },
    { name: 'undefined', raw: undefined, reason: 'not-a-string' },
    { name: 'bad outer JSON', raw: '{"Code":"UserBalance",', reason: 'outer-json' },
    { name: 'an empty string', raw: '', reason: 'outer-json' },
    { name: 'a JSON array', raw: '[1,2]', reason: 'envelope' },
    { name: 'a missing Code', raw: JSON.stringify({ Data: '{}' }), reason: 'envelope' },
    {
      name: 'Data already decoded (an object, not a JSON string)',
      raw: JSON.stringify({ Code: 'UserBalance', Data: { Balance: 1, Exposure: 0 } }),
      reason: 'envelope',
    },
    {
      name: 'bad inner JSON',
      raw: JSON.stringify({ Code: 'UserBalance', Data: '{Balance:1}' }),
      reason: 'inner-json',
      receivedCode: 'UserBalance',
    },
    {
      name: 'a balance sent as a string',
      raw: wire('UserBalance', { Balance: '100000', Exposure: 0 }),
      reason: 'payload',
      receivedCode: 'UserBalance',
    },
    { name: 'a missing Exposure', raw: wire('UserBalance', { Balance: 1 }), reason: 'payload', receivedCode: 'UserBalance' },
    {
      name: 'an unknown status',
      raw: wire('MarketStatus', { EventId: 1, MarketId: 2, Status: 'OPEN' }),
      reason: 'payload',
      receivedCode: 'MarketStatus',
    },
    {
      name: 'a fractional id',
      raw: wire('MarketStatus', { EventId: 1.5, MarketId: 2, Status: 'ACTIVE' }),
      reason: 'payload',
      receivedCode: 'MarketStatus',
    },
    {
      name: 'four price levels',
      raw: wire('OddsUpdate', {
        EventId: 1,
        MarketId: 2,
        RunnerId: 3,
        Status: 'ACTIVE',
        Back: [1, 2, 3, 4].map((i) => ({ Price: 1 + i / 100, Size: 1 })),
        Lay: [],
      }),
      reason: 'payload',
      receivedCode: 'OddsUpdate',
    },
    {
      name: 'a negative amount matched',
      raw: wire('OddsUpdate', { EventId: 1, MarketId: 2, RunnerId: 3, Status: 'ACTIVE', Back: [], Lay: [], TotalMatched: -5 }),
      reason: 'payload',
      receivedCode: 'OddsUpdate',
    },
    {
      name: 'a negative size',
      raw: wire('OddsUpdate', { EventId: 1, MarketId: 2, RunnerId: 3, Status: 'ACTIVE', Back: [{ Price: 2, Size: -1 }], Lay: [] }),
      reason: 'payload',
      receivedCode: 'OddsUpdate',
    },
  ];

  it.each(cases)('ignores $name', ({ raw, reason, receivedCode }) => {
    const decoded = decodeHubMessage(raw);
    expect(isHubDecodeFailure(decoded)).toBe(true);
    expect(decoded).toMatchObject({ code: null, reason });
    expect(decoded).toEqual(expect.objectContaining({ detail: expect.any(String) }));
    if (isHubDecodeFailure(decoded)) {
      expect(decoded.detail.length).toBeGreaterThan(0);
      expect(decoded.receivedCode).toBe(receivedCode);
    }
  });

  it('names the offending field in the detail', () => {
    const decoded = decodeHubMessage(wire('UserBalance', { Balance: 'lots', Exposure: 0 }));
    expect(isHubDecodeFailure(decoded) && decoded.detail).toMatch(/Balance/);
  });
});

describe('LadderUpdate, whose decoder loads with a ladder', () => {
  const ladder = {
    EventId: 1001,
    MarketId: 5001,
    RunnerId: 7001,
    Status: 'ACTIVE',
    Back: [1, 2, 3, 4, 5].map((i) => ({ Price: 2.5 - i / 50, Size: 100 * i })),
    Lay: [{ Price: 2.52, Size: 900 }],
    Traded: [
      { Price: 2.48, Size: 1200.5 },
      { Price: 2.5, Size: 3500 },
    ],
    LastPriceTraded: 2.5,
    TotalMatched: 4700.5,
    MarketTotalMatched: 10250.25,
    Trades: [{ Time: '2026-12-06T10:15:02.120Z', Price: 2.5, Size: 500 }],
  };

  it('is an unknown Code until the ladder has added it, then decodes every level, the volumes and the trades', async () => {
    expect(decodeHubMessage(wire('LadderUpdate', ladder))).toMatchObject({
      code: null,
      reason: 'unknown-code',
      receivedCode: 'LadderUpdate',
    });

    const { ladderHubMessages } = await import('@/api/hub-ladder-messages');
    addHubMessages(ladderHubMessages);
    const decoded = decodeHubMessage(wire('LadderUpdate', ladder));

    expect(decoded).toMatchObject({
      code: 'LadderUpdate',
      runnerId: 7001,
      lastPriceTraded: 2.5,
      totalMatched: 4700.5,
      marketTotalMatched: 10250.25,
    });
    if (decoded.code !== 'LadderUpdate') throw new Error('not decoded');
    expect(decoded.back).toHaveLength(5);
    expect(decoded.traded).toEqual([
      { price: 2.48, size: 1200.5 },
      { price: 2.5, size: 3500 },
    ]);
    expect(decoded.trades).toEqual([{ time: '2026-12-06T10:15:02.120Z', price: 2.5, size: 500 }]);
  });

  it('refuses a ladder without its traded volume', async () => {
    const { ladderHubMessages } = await import('@/api/hub-ladder-messages');
    addHubMessages(ladderHubMessages);
    const { Traded: _dropped, ...withoutTraded } = ladder;
    expect(decodeHubMessage(wire('LadderUpdate', withoutTraded))).toMatchObject({ code: null, reason: 'payload' });
  });
});

describe('CashOutRuleUpdate, whose decoder loads for a signed-in player', () => {
  const fired = {
    RuleId: 3,
    EventId: 1001,
    MarketId: 100101,
    MarketName: 'Match Odds',
    TakeProfit: 500,
    StopLoss: null,
    State: 'FIRED',
    FiredBy: 'TAKE_PROFIT',
    Result: { BetId: 90007, Side: 'lay', RunnerId: 1001011, Stake: 1210.5, AverageOdds: 2.1, Profit: 512.4, ValueAtLine: 515 },
    CancelReason: null,
    UserName: 'player1',
  };

  it('is an unknown Code until it is added, then decodes the rule and what its cash out got', async () => {
    expect(decodeHubMessage(wire('CashOutRuleUpdate', fired))).toMatchObject({ code: null, reason: 'unknown-code' });

    const { cashOutRuleHubMessages } = await import('@/api/hub-cash-out-rule-messages');
    addHubMessages(cashOutRuleHubMessages);

    expect(decodeHubMessage(wire('CashOutRuleUpdate', fired))).toEqual({
      code: 'CashOutRuleUpdate',
      ruleId: 3,
      eventId: 1001,
      marketId: 100101,
      marketName: 'Match Odds',
      takeProfit: 500,
      stopLoss: null,
      state: 'FIRED',
      firedBy: 'TAKE_PROFIT',
      result: { betId: 90007, side: 'lay', runnerId: 1001011, stake: 1210.5, averageOdds: 2.1, profit: 512.4, valueAtLine: 515 },
      cancelReason: null,
      userName: 'player1',
    });
  });

  it('refuses a state or a cancel reason it does not know', async () => {
    const { cashOutRuleHubMessages } = await import('@/api/hub-cash-out-rule-messages');
    addHubMessages(cashOutRuleHubMessages);
    expect(decodeHubMessage(wire('CashOutRuleUpdate', { ...fired, State: 'PAUSED' }))).toMatchObject({ code: null, reason: 'payload' });
    expect(
      decodeHubMessage(wire('CashOutRuleUpdate', { ...fired, State: 'CANCELLED', CancelReason: 'BORED', Result: null })),
    ).toMatchObject({ code: null, reason: 'payload' });
  });
});

describe('createHubMessageHandler', () => {
  function sinks() {
    return {
      onUserBalance: vi.fn(),
      onOddsUpdate: vi.fn(),
      onMarketStatus: vi.fn(),
      onIgnored: vi.fn(),
    };
  }

  it('routes each Code to its sink and nothing else', () => {
    const s = sinks();
    const handle = createHubMessageHandler(s);

    handle(wire('UserBalance', { Balance: 10, Exposure: 2 }));
    handle(wire('OddsUpdate', { EventId: 1, MarketId: 2, RunnerId: 3, Status: 'ACTIVE', Back: [], Lay: [] }));
    handle(wire('MarketStatus', { EventId: 1, MarketId: 2, Status: 'CLOSED' }));

    expect(s.onUserBalance).toHaveBeenCalledExactlyOnceWith({ code: 'UserBalance', balance: 10, exposure: 2 });
    expect(s.onOddsUpdate).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: 'OddsUpdate', runnerId: 3 }));
    expect(s.onMarketStatus).toHaveBeenCalledExactlyOnceWith({ code: 'MarketStatus', eventId: 1, marketId: 2, status: 'CLOSED' });
    expect(s.onIgnored).not.toHaveBeenCalled();
  });

  it('hands ignored pushes to onIgnored with the raw argument, never throwing', () => {
    const s = sinks();
    const handle = createHubMessageHandler(s);
    const raw = wire('Unknown', {});

    expect(() => handle(raw)).not.toThrow();
    expect(() => handle(42)).not.toThrow();

    expect(s.onIgnored).toHaveBeenNthCalledWith(1, expect.objectContaining({ reason: 'unknown-code' }), raw);
    expect(s.onIgnored).toHaveBeenNthCalledWith(2, expect.objectContaining({ reason: 'not-a-string' }), 42);
    expect(s.onUserBalance).not.toHaveBeenCalled();
  });
});
