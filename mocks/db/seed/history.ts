// Built in time order so the statement's running balance ends at the seeded balance.
import type { MarketType, PaymentMethod, SportId } from '../../../src/api/generated/types.gen';
import { DAY, HOUR, MINUTE, iso } from '../clock';
import type { Rng } from '../prng';
import { roundMoney } from '../../../src/lib/money';
import type { BetRecord, BonusRecord, DwRequestRecord, DwStatus, LoginAttemptRecord, TransactionKind, TransactionRecord } from '../types';
import { CLIENT_IP, PLAYER1_ID, PLAYER2_ID } from './constants';
import { FINISHED_EVENTS, MARKET_SLOT, SPORTS, marketIdOf, runnerIdOf } from './sports';

interface LedgerEntry {
  at: number;
  description: string;
  type: TransactionKind;
  amount: number;
  eventId: number | null;
  sportId: SportId | null;
  settlement: TransactionRecord['settlement'];
}

export interface History {
  bets: BetRecord[];
  transactions: TransactionRecord[];
  dwRequests: DwRequestRecord[];
  bonuses: BonusRecord[];
  loginAttempts: LoginAttemptRecord[];
  player2Balance: number;
  nextIds: { bet: number; transaction: number; dwRequest: number; loginAttempt: number };
}

/** 'Cricket > India v Australia > Match Odds', as the backend family writes it. */
export function settlementDescription(sportId: SportId, eventTitle: string, marketName: string): string {
  const sport = SPORTS.find((entry) => entry.id === sportId)?.displayName ?? 'Sport';
  return `${sport} > ${eventTitle} > ${marketName}`;
}

const TERMS = {
  welcome:
    '<p>Your welcome bonus is credited <strong>at once</strong> when you claim it.</p><ul><li>One per player</li><li>Wager <em>5×</em> the bonus before you withdraw it</li></ul>',
  cashback: '<p>10% of your net cricket losses this week, up to <strong>₹750</strong>.</p>',
  reload: '<p>Weekend reload: 10% of your Saturday deposit.</p>',
  // Untrusted operator HTML with an event handler: tests prove it is sanitised.
  expired: '<p>Diwali special <img src="x" onerror="window.__bonusXss=true"> was open until the festival ended.</p>',
};

function settledBets(nowMs: number, rng: Rng, firstBetId: number): { bets: BetRecord[]; entries: LedgerEntry[] } {
  const bets: BetRecord[] = [];
  const entries: LedgerEntry[] = [];
  let betId = firstBetId;
  const oddsChoices = [1.5, 1.72, 1.9, 2.1, 2.5, 3.1];
  const stakeChoices = [500, 1000, 2000, 2500, 5000];

  for (const event of FINISHED_EVENTS) {
    const settleMs = nowMs - event.daysAgo * DAY - (event.hoursAgo ?? 0) * HOUR;
    const marketId = marketIdOf(event.id, MARKET_SLOT.matchOdds);
    const voided = event.sportId === 25; // abandoned: stakes returned
    const winner = rng.int(0, 1);
    const runnerName = (index: number): string => (index === 0 ? event.runners[0] : event.runners[1]);
    const eventBets: BetRecord[] = [];
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i += 1) {
      const side = rng.chance(0.7) ? 'back' : 'lay';
      const runnerIndex = rng.int(0, 1);
      const rate = rng.pick(oddsChoices);
      const stake = rng.pick(stakeChoices);
      const won = (runnerIndex === winner) === (side === 'back');
      const profitLoss = voided ? 0 : won ? (side === 'back' ? stake * (rate - 1) : stake) : side === 'back' ? -stake : -stake * (rate - 1);
      eventBets.push({
        betId: betId++,
        userId: PLAYER2_ID,
        eventId: event.id,
        sportId: event.sportId,
        betTitle: event.title,
        marketId,
        runnerId: runnerIdOf(marketId, runnerIndex + 1),
        marketType: 'match_odd',
        marketName: 'Match Odds',
        runnerName: runnerName(runnerIndex),
        side,
        rate,
        line: null,
        stake,
        placeTime: iso(settleMs - (3 + i) * HOUR),
        state: voided ? 'VOID' : won ? 'WON' : 'LOST',
        settleTime: iso(settleMs),
        profitLoss: roundMoney(profitLoss),
      });
    }
    bets.push(...eventBets);
    if (!voided) {
      entries.push(settlementEntry(event, settleMs, 'match_odd', 'Match Odds', runnerName(winner), eventBets));
    }
  }

  const fancyEvent = FINISHED_EVENTS.find((event) => event.id === 3902);
  if (fancyEvent) {
    const settleMs = nowMs - fancyEvent.daysAgo * DAY + HOUR;
    const lineMarketId = marketIdOf(fancyEvent.id, MARKET_SLOT.fancyLines);
    const fancyBet: BetRecord = {
      betId,
      userId: PLAYER2_ID,
      eventId: fancyEvent.id,
      sportId: fancyEvent.sportId,
      betTitle: fancyEvent.title,
      marketId: lineMarketId,
      runnerId: runnerIdOf(lineMarketId, 1),
      marketType: 'fancy2',
      marketName: '6 Over Runs AUS',
      runnerName: '6 Over Runs AUS',
      side: 'back',
      rate: 100,
      line: 45,
      stake: 1000,
      placeTime: iso(settleMs - 2 * HOUR),
      state: 'WON',
      settleTime: iso(settleMs),
      profitLoss: 1000,
    };
    bets.push(fancyBet);
    entries.push(settlementEntry(fancyEvent, settleMs, 'fancy2', '6 Over Runs AUS', 'Result: 51 runs', [fancyBet]));
  }
  return { bets, entries };
}

function settlementEntry(
  event: (typeof FINISHED_EVENTS)[number],
  settleMs: number,
  marketType: MarketType,
  marketName: string,
  winner: string,
  bets: BetRecord[],
): LedgerEntry {
  return {
    at: settleMs,
    description: settlementDescription(event.sportId, event.title, marketName),
    type: 2,
    amount: roundMoney(bets.reduce((sum, bet) => sum + bet.profitLoss, 0)),
    eventId: event.id,
    sportId: event.sportId,
    settlement: { marketType, winner, betIds: bets.map((bet) => bet.betId) },
  };
}

interface DwSpec {
  kind: 'Deposit' | 'Withdrawal';
  amount: number;
  method: PaymentMethod;
  daysAgo: number;
  status: DwStatus;
}

const DW_SPECS: readonly DwSpec[] = [
  { kind: 'Deposit', amount: 100000, method: 'Upi', daysAgo: 30, status: 2 },
  { kind: 'Withdrawal', amount: 20000, method: 'Imps', daysAgo: 20, status: 2 },
  { kind: 'Deposit', amount: 50000, method: 'PhonePay', daysAgo: 15, status: 2 },
  { kind: 'Withdrawal', amount: 10000, method: 'Paytm', daysAgo: 12, status: 3 },
  { kind: 'Deposit', amount: 25000, method: 'Gpay', daysAgo: 6, status: 3 },
  { kind: 'Withdrawal', amount: 5000, method: 'Imps', daysAgo: 2, status: 1 },
  { kind: 'Deposit', amount: 10000, method: 'Upi', daysAgo: 0.8, status: 1 },
];

export const DW_STATUS_NAME: Record<DwStatus, string> = { 1: 'Pending', 2: 'Accepted', 3: 'Rejected' };

function dwRequests(nowMs: number, firstId: number): { requests: DwRequestRecord[]; entries: LedgerEntry[] } {
  const requests: DwRequestRecord[] = [];
  const entries: LedgerEntry[] = [];
  DW_SPECS.forEach((spec, index) => {
    const id = firstId + index;
    const at = nowMs - spec.daysAgo * DAY;
    const imps = spec.method === 'Imps';
    requests.push({
      id,
      userId: PLAYER2_ID,
      kind: spec.kind,
      amount: spec.amount,
      paymentMethod: spec.method,
      creationTime: iso(at),
      status: spec.status,
      accountNumber: spec.kind === 'Withdrawal' && imps ? '001234567890' : null,
      accountHolderName: spec.kind === 'Withdrawal' && imps ? 'Player Two' : null,
      ifsc: spec.kind === 'Withdrawal' && imps ? 'HDFC0001234' : null,
      payTmName: spec.kind === 'Withdrawal' && !imps ? '9876543211' : null,
      upiId: null,
      imageUrl: spec.kind === 'Deposit' ? `https://cdn.exchange.example/uploads/seed-${id}.png` : null,
      utr: spec.kind === 'Deposit' ? `41234567${String(id).padStart(4, '0')}` : null,
      remarks: spec.status === 3 ? (spec.kind === 'Deposit' ? 'Payment not received' : 'Account details do not match') : null,
    });
    if (spec.kind === 'Deposit' && spec.status === 2) {
      entries.push(dwEntry(at + 30 * MINUTE, `Deposit #${id} (${spec.method}) accepted`, spec.amount));
    }
    if (spec.kind === 'Withdrawal') {
      // Held from the balance when asked for, returned if rejected.
      entries.push(dwEntry(at, `Withdrawal #${id} (${spec.method}) requested`, -spec.amount));
      if (spec.status === 3) entries.push(dwEntry(at + 2 * HOUR, `Withdrawal #${id} rejected: amount returned`, spec.amount));
    }
  });
  return { requests, entries };
}

function dwEntry(at: number, description: string, amount: number): LedgerEntry {
  return { at, description, type: 1, amount, eventId: null, sportId: null, settlement: null };
}

function bonuses(nowMs: number): { bonuses: BonusRecord[]; entries: LedgerEntry[] } {
  // Half an hour off a whole day, so the screenshot's 'expires in 2 days 23 hours' is stable.
  const list: BonusRecord[] = [
    {
      id: 1,
      userId: PLAYER1_ID,
      title: 'Welcome bonus',
      termsHtml: TERMS.welcome,
      amount: 500,
      wageringRequired: 2500,
      wageringDone: 0,
      expiresAt: iso(nowMs + 7 * DAY),
      status: 'AVAILABLE',
    },
    {
      id: 2,
      userId: PLAYER2_ID,
      title: 'Cricket cashback',
      termsHtml: TERMS.cashback,
      amount: 750,
      wageringRequired: 0,
      wageringDone: 0,
      expiresAt: iso(nowMs + 3 * DAY - 30 * MINUTE),
      status: 'AVAILABLE',
    },
    {
      id: 3,
      userId: PLAYER2_ID,
      title: 'Weekend reload',
      termsHtml: TERMS.reload,
      amount: 1000,
      wageringRequired: 5000,
      wageringDone: 5000,
      expiresAt: iso(nowMs - 20 * DAY),
      status: 'CLAIMED',
    },
    {
      id: 4,
      userId: PLAYER2_ID,
      title: 'Diwali special',
      termsHtml: TERMS.expired,
      amount: 2000,
      wageringRequired: 10000,
      wageringDone: 0,
      expiresAt: iso(nowMs - 5 * DAY),
      status: 'EXPIRED',
    },
  ];
  const entries: LedgerEntry[] = [
    { at: nowMs - 29 * DAY, description: 'Bonus: Weekend reload', type: 3, amount: 1000, eventId: null, sportId: null, settlement: null },
  ];
  return { bonuses: list, entries };
}

function loginAttempts(nowMs: number): LoginAttemptRecord[] {
  const attempts: Array<[userId: number, hoursAgo: number, result: LoginAttemptRecord['result'], browser: string]> = [
    [PLAYER1_ID, 30, 'Success', 'Firefox 133 / Windows'],
    [PLAYER1_ID, 6, 'Success', 'Firefox 133 / Windows'],
    [PLAYER2_ID, 50, 'Success', 'Chrome 131 / Android'],
    [PLAYER2_ID, 26, 'InvalidPassword', 'Chrome 131 / Android'],
    [PLAYER2_ID, 25.9, 'Success', 'Chrome 131 / Android'],
    [PLAYER2_ID, 3, 'InvalidPassword', 'Safari 18 / iOS'],
    [PLAYER2_ID, 2.9, 'Success', 'Safari 18 / iOS'],
  ];
  return attempts.map(([userId, hoursAgo, result, browserInfo], index) => ({
    id: index + 1,
    userId,
    userName: userId === PLAYER1_ID ? 'player1' : 'player2',
    creationTime: iso(nowMs - hoursAgo * HOUR),
    result,
    clientIpAddress: CLIENT_IP,
    browserInfo,
  }));
}

function openBets(nowMs: number, firstBetId: number): BetRecord[] {
  const base = { userId: PLAYER2_ID, state: 'OPEN' as const, settleTime: null, profitLoss: 0 };
  const india = marketIdOf(3001, MARKET_SLOT.matchOdds);
  const sixOvers = marketIdOf(3001, MARKET_SLOT.fancyLines);
  const arsenal = marketIdOf(1001, MARKET_SLOT.matchOdds);
  const england = marketIdOf(3003, MARKET_SLOT.bookmaker);
  const specs: Array<Omit<BetRecord, 'betId' | 'userId' | 'state' | 'settleTime' | 'profitLoss'>> = [
    {
      eventId: 3001,
      sportId: 3,
      betTitle: 'India v Australia',
      marketId: india,
      runnerId: runnerIdOf(india, 1),
      marketType: 'match_odd',
      marketName: 'Match Odds',
      runnerName: 'India',
      side: 'back',
      rate: 1.85,
      line: null,
      stake: 2000,
      placeTime: iso(nowMs - 80 * MINUTE),
    },
    {
      eventId: 3001,
      sportId: 3,
      betTitle: 'India v Australia',
      marketId: india,
      runnerId: runnerIdOf(india, 2),
      marketType: 'match_odd',
      marketName: 'Match Odds',
      runnerName: 'Australia',
      side: 'lay',
      rate: 2.14,
      line: null,
      stake: 1000,
      placeTime: iso(nowMs - 60 * MINUTE),
    },
    // Yes 53 and No 52 on the same line: they offset everywhere except on exactly 52 runs.
    {
      eventId: 3001,
      sportId: 3,
      betTitle: 'India v Australia',
      marketId: sixOvers,
      runnerId: runnerIdOf(sixOvers, 1),
      marketType: 'fancy2',
      marketName: '6 Over Runs IND',
      runnerName: '6 Over Runs IND',
      side: 'back',
      rate: 100,
      line: 53,
      stake: 500,
      placeTime: iso(nowMs - 50 * MINUTE),
    },
    {
      eventId: 3001,
      sportId: 3,
      betTitle: 'India v Australia',
      marketId: sixOvers,
      runnerId: runnerIdOf(sixOvers, 1),
      marketType: 'fancy2',
      marketName: '6 Over Runs IND',
      runnerName: '6 Over Runs IND',
      side: 'lay',
      rate: 100,
      line: 52,
      stake: 500,
      placeTime: iso(nowMs - 45 * MINUTE),
    },
    {
      eventId: 1001,
      sportId: 1,
      betTitle: 'Arsenal v Chelsea',
      marketId: arsenal,
      runnerId: runnerIdOf(arsenal, 1),
      marketType: 'match_odd',
      marketName: 'Match Odds',
      runnerName: 'Arsenal',
      side: 'back',
      rate: 2.1,
      line: null,
      stake: 1000,
      placeTime: iso(nowMs - 30 * MINUTE),
    },
    {
      eventId: 3003,
      sportId: 3,
      betTitle: 'England v South Africa',
      marketId: england,
      runnerId: runnerIdOf(england, 1),
      marketType: 'bookmaker',
      marketName: 'Bookmaker',
      runnerName: 'England',
      side: 'back',
      rate: 70,
      line: null,
      stake: 5000,
      placeTime: iso(nowMs - 20 * MINUTE),
    },
  ];
  return specs.map((spec, index) => ({ ...base, ...spec, betId: firstBetId + index }));
}

export function createHistory(nowMs: number, rng: Rng, firstTransactionId: number): History {
  const settled = settledBets(nowMs, rng, 1);
  const open = openBets(nowMs, settled.bets.length + 1);
  const dw = dwRequests(nowMs, 1);
  const bonus = bonuses(nowMs);

  const entries = [...settled.entries, ...dw.entries, ...bonus.entries].sort((a, b) => a.at - b.at);
  let balance = 0;
  const transactions = entries.map((entry, index): TransactionRecord => {
    balance = roundMoney(balance + entry.amount);
    return {
      id: firstTransactionId + index,
      userId: PLAYER2_ID,
      date: iso(entry.at),
      description: entry.description,
      type: entry.type,
      credit: entry.amount > 0 ? entry.amount : 0,
      debit: entry.amount < 0 ? -entry.amount : 0,
      balance,
      eventId: entry.eventId,
      sportId: entry.sportId,
      settlement: entry.settlement,
    };
  });
  const attempts = loginAttempts(nowMs);
  return {
    bets: [...settled.bets, ...open],
    transactions,
    dwRequests: dw.requests,
    bonuses: bonus.bonuses,
    loginAttempts: attempts,
    player2Balance: balance,
    nextIds: {
      bet: settled.bets.length + open.length + 1,
      transaction: firstTransactionId + transactions.length,
      dwRequest: dw.requests.length + 1,
      loginAttempt: attempts.length + 1,
    },
  };
}
