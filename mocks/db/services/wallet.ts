// Money that is not a bet.
import type {
  BonusClaimResult,
  SportId,
  DepositWithdrawalCreatedResult,
  DepositWithdrawalItem,
  DepositWithdrawalPage,
  DomainSetting,
  PaymentMethod,
  TransactionType,
} from '../../../src/api/generated/types.gen';
import { iso } from '../clock';
import { istDayOf } from '../../../src/lib/ist-day';
import { BusinessError, refuse } from '../errors';
import { MESSAGES, roundMoney } from '../rules';
import { DW_STATUS_NAME } from '../seed/history';
import type { DwRequestRecord, MockState, TransactionRecord, UserRecord } from '../types';
import { type WireTransactionDetail, type WireTransactionItem, type WireTransactionPage, wireAmount, wireSide } from '../wire';
import { isBankTransfer, methodEntry } from '../../../src/features/payments/model/methods';
import { announceBalance, userExposure } from './exposure';
import { findUser } from './users';
import { checkDepositLimit } from './protection';

export interface StatementEntry {
  description: string;
  type: TransactionRecord['type'];
  /** Signed: credit > 0, debit < 0. */
  amount: number;
  eventId?: number | null;
  sportId?: SportId | null;
}

/** Also moves the balance. */
export function addStatementRow(state: MockState, user: UserRecord, entry: StatementEntry, nowMs: number): TransactionRecord {
  user.balance = roundMoney(user.balance + entry.amount);
  const row: TransactionRecord = {
    id: state.counters.transaction++,
    userId: user.id,
    date: iso(nowMs),
    description: entry.description,
    type: entry.type,
    credit: entry.amount > 0 ? roundMoney(entry.amount) : 0,
    debit: entry.amount < 0 ? roundMoney(-entry.amount) : 0,
    balance: user.balance,
    eventId: entry.eventId ?? null,
    sportId: entry.sportId ?? null,
    settlement: null,
  };
  state.transactions.push(row);
  return row;
}

export interface DwInput {
  kind: DwRequestRecord['kind'];
  amount: number;
  paymentMethod: PaymentMethod;
  imageUrl?: string | null;
  accountNumber?: string | null;
  accountHolderName?: string | null;
  ifsc?: string | null;
  payTmName?: string | null;
  upiId?: string | null;
  utr?: string | null;
  /** A repeat from the same player answers as the first time. */
  clientRef?: string | null;
}

const ALL_FIELDS = 'Please Enter All Fields';

function checkBounds(amount: number, min: number | undefined, max: number | undefined, noun: string): void {
  if (min !== undefined && amount < min) refuse(`Minimum ${noun} is ${min}`);
  if (max !== undefined && amount > max) refuse(`Maximum ${noun} is ${max}`);
}

// Indian transfer payout rules (the client checks the same).
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^[0-9]{9,18}$/;
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
const MOBILE = /^(?:0091|\+91|0)?[6-9][0-9]{9}$/;

function checkWholeRupees(amount: number): void {
  if (!Number.isInteger(amount)) refuse('The amount must be in whole rupees');
}

function checkPayoutDetails(input: DwInput): void {
  if (isBankTransfer(input.paymentMethod)) {
    if (!(input.accountNumber && input.accountHolderName?.trim() && input.ifsc)) refuse(ALL_FIELDS);
    if (!IFSC.test(input.ifsc)) refuse('Invalid IFSC code');
    if (!ACCOUNT_NUMBER.test(input.accountNumber)) refuse('Invalid account number');
    return;
  }
  if (!input.payTmName) refuse(ALL_FIELDS);
  if (!MOBILE.test(input.payTmName)) refuse('mobile number is not valid');
  if (input.upiId && !UPI_ID.test(input.upiId)) refuse('Invalid UPI ID');
}

function checkDeposit(brand: DomainSetting, input: DwInput): void {
  if (brand[methodEntry(input.paymentMethod).depositToggle] === false) refuse(`${input.paymentMethod} deposits are not available`);
  checkWholeRupees(input.amount);
  checkBounds(input.amount, brand.minDepositAmount, brand.maxDepositAmount, 'deposit');
  if (!input.imageUrl) refuse('Please Select An Image');
}

function checkWithdrawal(state: MockState, user: UserRecord, brand: DomainSetting, input: DwInput): void {
  // No UPI or USDT withdrawal (docs/wire.md §2.10): no payout toggle.
  const toggle = methodEntry(input.paymentMethod).payout?.toggle;
  if (!toggle || brand[toggle] === false) refuse(`${input.paymentMethod} withdrawals are not available`);
  checkWholeRupees(input.amount);
  checkBounds(input.amount, brand.minWithdrawalAmount, brand.maxWithdrawalAmount, 'withdrawal');
  checkPayoutDetails(input);
  // Only money not at risk in open bets can leave.
  if (input.amount > roundMoney(user.balance - userExposure(state, user.id))) refuse(MESSAGES.insufficient);
}

export function createDwRequest(
  state: MockState,
  user: UserRecord,
  brand: DomainSetting,
  input: DwInput,
  nowMs: number,
): DepositWithdrawalCreatedResult {
  const first = input.clientRef
    ? state.dwRequests.find((item) => item.userId === user.id && item.clientRef === input.clientRef)
    : undefined;
  if (first?.firstAnswer) return { ...first.firstAnswer };
  if (user.isDemo) refuse('The demo account cannot deposit or withdraw');
  if (brand.showDepositW === false) refuse('Deposits and withdrawals are not available on this site');
  if (input.kind === 'Deposit') {
    checkDeposit(brand, input);
    checkDepositLimit(state, user, input.amount, nowMs);
  } else checkWithdrawal(state, user, brand, input);

  const record: DwRequestRecord = {
    id: state.counters.dwRequest++,
    userId: user.id,
    kind: input.kind,
    amount: input.amount,
    paymentMethod: input.paymentMethod,
    creationTime: iso(nowMs),
    status: 1,
    accountNumber: input.accountNumber ?? null,
    accountHolderName: input.accountHolderName ?? null,
    ifsc: input.ifsc ?? null,
    payTmName: input.payTmName ?? null,
    upiId: input.upiId ?? null,
    imageUrl: input.imageUrl ?? null,
    utr: input.utr ?? null,
    remarks: null,
    clientRef: input.clientRef ?? null,
  };
  state.dwRequests.push(record);
  if (record.kind === 'Withdrawal') {
    // Held at once; returned only if the operator rejects it.
    addStatementRow(
      state,
      user,
      { description: `Withdrawal #${record.id} (${record.paymentMethod}) requested`, type: 1, amount: -record.amount },
      nowMs,
    );
    announceBalance(state, user);
  }
  record.firstAnswer = {
    id: record.id,
    status: record.status,
    statusName: DW_STATUS_NAME[record.status],
    message: record.kind === 'Deposit' ? 'Deposit request submitted' : 'Withdrawal request submitted',
    balance: user.balance,
  };
  return { ...record.firstAnswer };
}

/** Operator decision: a deposit credited on accept, a withdrawal returned on reject. */
export function decideDwRequest(state: MockState, requestId: number, accept: boolean, nowMs: number): DwRequestRecord {
  const record = state.dwRequests.find((item) => item.id === requestId);
  if (!record) throw new BusinessError(`No deposit or withdrawal request #${requestId}`);
  if (record.status !== 1) throw new BusinessError(`Request #${requestId} is not pending`);
  const user = findUser(state, record.userId);
  if (!user) throw new BusinessError(`Request #${requestId} belongs to no user`);
  record.status = accept ? 2 : 3;
  if (record.kind === 'Deposit' && accept) {
    addStatementRow(
      state,
      user,
      { description: `Deposit #${record.id} (${record.paymentMethod}) accepted`, type: 1, amount: record.amount },
      nowMs,
    );
    announceBalance(state, user);
  }
  if (record.kind === 'Withdrawal' && !accept) {
    record.remarks = 'Rejected by the operator';
    addStatementRow(
      state,
      user,
      { description: `Withdrawal #${record.id} rejected: amount returned`, type: 1, amount: record.amount },
      nowMs,
    );
    announceBalance(state, user);
  }
  return record;
}

function dwItem(record: DwRequestRecord): DepositWithdrawalItem {
  return {
    id: record.id,
    type: record.kind,
    amount: record.amount,
    paymentMethod: record.paymentMethod,
    creationTime: record.creationTime,
    status: record.status,
    statusName: DW_STATUS_NAME[record.status],
    accountNumber: record.accountNumber,
    remarks: record.remarks,
    clientRef: record.clientRef ?? null,
  };
}

export interface DwFilter {
  /** '0' all, '1' deposit, '2' withdrawal (wire strings). */
  type?: string;
  /** '0' all, '1' pending, '2' accepted, '3' rejected. */
  status?: string;
  filter?: string | null;
  skipCount: number;
  maxResultCount: number;
}

export function dwPage(state: MockState, user: UserRecord, query: DwFilter): DepositWithdrawalPage {
  const text = (query.filter ?? '').trim().toLowerCase();
  const items = state.dwRequests
    .filter((record) => record.userId === user.id)
    .filter((record) => !query.type || query.type === '0' || (query.type === '1') === (record.kind === 'Deposit'))
    .filter((record) => !query.status || query.status === '0' || String(record.status) === query.status)
    .filter(
      (record) =>
        !text ||
        [
          record.kind,
          record.paymentMethod,
          DW_STATUS_NAME[record.status],
          String(record.amount),
          record.accountNumber ?? '',
          record.utr ?? '',
        ].some((value) => value.toLowerCase().includes(text)),
    )
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime) || b.id - a.id);
  return { totalCount: items.length, items: items.slice(query.skipCount, query.skipCount + query.maxResultCount).map(dwItem) };
}

export function claimBonus(state: MockState, user: UserRecord, bonusId: number, nowMs: number): BonusClaimResult {
  const bonus = state.bonuses.find((item) => item.id === bonusId && item.userId === user.id);
  if (!bonus) refuse('Bonus not found');
  if (bonus.status === 'AVAILABLE' && bonus.expiresAt && Date.parse(bonus.expiresAt) <= nowMs) bonus.status = 'EXPIRED';
  if (bonus.status === 'CLAIMED') refuse('Bonus already claimed');
  if (bonus.status === 'EXPIRED') refuse('Bonus has expired');
  bonus.status = 'CLAIMED';
  addStatementRow(state, user, { description: `Bonus: ${bonus.title}`, type: 3, amount: bonus.amount }, nowMs);
  announceBalance(state, user);
  return { bonusId: bonus.id, amount: bonus.amount, balance: user.balance, message: `Bonus claimed: ${bonus.amount} credited` };
}

function transactionItem(row: TransactionRecord): WireTransactionItem {
  return {
    id: row.id,
    date: row.date,
    description: row.description,
    type: row.type,
    credit: wireSide(row.credit),
    debit: wireSide(row.debit),
    balance: row.balance,
    eventId: row.eventId,
    sportId: row.sportId,
  };
}

export function transactionPage(
  state: MockState,
  user: UserRecord,
  query: { From: string; To: string; Type?: TransactionType; MaxResultCount: number; SkipCount: number },
): WireTransactionPage {
  const rows = state.transactions
    .filter((row) => row.userId === user.id)
    .filter((row) => {
      const day = istDayOf(Date.parse(row.date));
      return day >= query.From && day <= query.To;
    })
    .filter((row) => !query.Type || row.type === query.Type)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return { totalCount: rows.length, items: rows.slice(query.SkipCount, query.SkipCount + query.MaxResultCount).map(transactionItem) };
}

export function transactionDetail(state: MockState, user: UserRecord, transactionId: number): WireTransactionDetail {
  const row = state.transactions.find((item) => item.id === transactionId && item.userId === user.id);
  if (!row) refuse('Transaction not found');
  const betIds = new Set(row.settlement?.betIds ?? []);
  const bets = state.bets.filter((bet) => betIds.has(bet.betId));
  return {
    id: row.id,
    description: row.description,
    totalWin: wireAmount(roundMoney(row.credit - row.debit)),
    marketTypeName: row.settlement?.marketType ?? null,
    winner: row.settlement?.winner ?? null,
    bets: bets.map((bet) => ({
      id: bet.betId,
      betType: bet.marketType === 'fancy2' ? (bet.side === 'back' ? 'Yes' : 'No') : bet.side === 'back' ? 'Back' : 'Lay',
      runnerName: bet.runnerName,
      rate: bet.rate,
      fancyValue: bet.line,
      amount: bet.stake,
      profitLoss: bet.profitLoss,
      date: bet.placeTime,
    })),
  };
}
