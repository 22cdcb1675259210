import { describe, expect, it, vi } from 'vitest';
import type { HubMessage } from '@/api/hub-messages';
import { addListener, emitHubMessage, emitReconnected, listenerSets } from '@/features/realtime/realtime-listeners';

// The forwarding of decoded pushes: one loop for every Code of the table, no forwarder per message.

const balance: HubMessage = { code: 'UserBalance', balance: 10, exposure: 2 };
const status: HubMessage = { code: 'MarketStatus', eventId: 1, marketId: 2, status: 'SUSPENDED' };

describe('the listeners of the hub pushes', () => {
  it('hands each push to the listeners of its Code only', () => {
    const sets = listenerSets();
    const onBalance = vi.fn();
    const onStatus = vi.fn();
    const onReconnected = vi.fn();
    addListener(sets, 'UserBalance', onBalance);
    addListener(sets, 'MarketStatus', onStatus);
    addListener(sets, 'reconnected', onReconnected);

    emitHubMessage(sets, balance);
    emitHubMessage(sets, status);
    emitHubMessage(sets, {
      code: 'BetLapsed',
      betId: 1,
      eventId: 1,
      marketId: 2,
      runnerId: 3,
      lapsedStake: 5,
      matchedStake: 0,
      reason: 'IN_PLAY',
    });

    expect(onBalance).toHaveBeenCalledExactlyOnceWith(balance);
    expect(onStatus).toHaveBeenCalledExactlyOnceWith(status);
    expect(onReconnected).not.toHaveBeenCalled();
    emitReconnected(sets);
    expect(onReconnected).toHaveBeenCalledOnce();
  });

  it('stops calling a listener once it is removed, and keeps the others', () => {
    const sets = listenerSets();
    const first = vi.fn();
    const second = vi.fn();
    const removeFirst = addListener(sets, 'UserBalance', first);
    addListener(sets, 'UserBalance', second);
    removeFirst();
    emitHubMessage(sets, balance);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
