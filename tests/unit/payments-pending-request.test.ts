import { describe, expect, it, vi } from 'vitest';
import { clientRefFor, requestReceived } from '@/features/payments/model/pending-request';

// A payment request's client reference lives for the tab's session (sessionStorage), not the page:
// the same request sent again after a reload carries it, so the server holds the amount once.

const refs = () => {
  let n = 0;
  return () => `ref-${(n += 1)}`;
};

describe('the client reference of a payment request', () => {
  it('is the same for the same request until it is known received, reloads included', () => {
    const makeRef = refs();
    const withdrawal = JSON.stringify({ amount: 1000, accountNumber: '001234567890' });
    expect(clientRefFor('2', withdrawal, makeRef)).toBe('ref-1');
    expect(clientRefFor('2', withdrawal, makeRef)).toBe('ref-1');
    // A deposit has its own.
    expect(clientRefFor('1', withdrawal, makeRef)).toBe('ref-2');
    requestReceived('2', 'ref-1');
    expect(clientRefFor('2', withdrawal, makeRef)).toBe('ref-3');
    expect(clientRefFor('1', withdrawal, makeRef)).toBe('ref-2');
  });

  it('is new for a different request, which replaces the one kept', () => {
    const makeRef = refs();
    expect(clientRefFor('2', 'amount 1000', makeRef)).toBe('ref-1');
    expect(clientRefFor('2', 'amount 2000', makeRef)).toBe('ref-2');
    expect(clientRefFor('2', 'amount 1000', makeRef)).toBe('ref-3');
    // A late answer of a request no longer kept frees nothing.
    requestReceived('2', 'ref-1');
    expect(clientRefFor('2', 'amount 1000', makeRef)).toBe('ref-3');
  });

  it('keeps no payout details in storage, and lasts the page when the storage is full', () => {
    const makeRef = refs();
    clientRefFor('2', JSON.stringify({ accountNumber: '001234567890', ifsC_Code: 'HDFC0001234' }), makeRef);
    const stored = Object.values(sessionStorage).join(' ');
    expect(stored).toContain('ref-1');
    expect(stored).not.toContain('001234567890');
    expect(stored).not.toContain('HDFC0001234');

    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(clientRefFor('2', 'amount 500', makeRef)).toBe('ref-2');
      expect(clientRefFor('2', 'amount 500', makeRef)).toBe('ref-2');
    } finally {
      full.mockRestore();
    }
  });
});
