import * as z from 'zod/mini';
import { amountWire, hubMessage, priceSizeWire, statusWire } from './hub-wire';

// Our proposal; loaded with a ladder or a chart, the only screens that watch a runner.
const levelsWire = z.array(priceSizeWire);
export const tradedVolumeWire = z.object({ Price: z.number(), Size: amountWire });
export const tradeWire = z.object({ Time: z.string(), Price: z.number(), Size: amountWire });

export const ladderUpdateDataWire = z.object({
  EventId: z.int32(),
  MarketId: z.int32(),
  RunnerId: z.int32(),
  Status: statusWire,
  Back: levelsWire,
  Lay: levelsWire,
  Traded: z.array(tradedVolumeWire),
  LastPriceTraded: z.nullable(z.number()),
  TotalMatched: amountWire,
  MarketTotalMatched: amountWire,
  Trades: z.array(tradeWire),
});

const toLevel = (level: { Price: number; Size: number }) => ({ price: level.Price, size: level.Size });

export const ladderHubMessages = {
  /** Replaces the runner's whole ladder; `trades` are those since the previous push. */
  LadderUpdate: hubMessage(ladderUpdateDataWire, (d) => ({
    eventId: d.EventId,
    marketId: d.MarketId,
    runnerId: d.RunnerId,
    status: d.Status,
    back: d.Back.map(toLevel),
    lay: d.Lay.map(toLevel),
    traded: d.Traded.map(toLevel),
    lastPriceTraded: d.LastPriceTraded,
    totalMatched: d.TotalMatched,
    marketTotalMatched: d.MarketTotalMatched,
    trades: d.Trades.map((trade) => ({ time: trade.Time, price: trade.Price, size: trade.Size })),
  })),
};
