import { afterEach, describe, expect, it, vi } from 'vitest';

// The header's connection state while the connection's code is still on its way (it is not on the
// first route): a phone's first visit showed 'Offline' before the app had tried to connect.

afterEach(() => {
  vi.doUnmock('@/features/realtime/realtime-client');
  vi.resetModules();
});

/** A fresh app instance whose realtime-client module arrives when `arrive` is called, or fails. */
async function appWithSlowClientCode() {
  vi.resetModules();
  let arrive: (outcome: 'loaded' | 'failed') => void = () => undefined;
  const arrived = new Promise<'loaded' | 'failed'>((resolve) => {
    arrive = resolve;
  });
  const started = vi.fn();
  vi.doMock('@/features/realtime/realtime-client', async () => {
    if ((await arrived) === 'failed') throw new Error('Failed to fetch dynamically imported module');
    return { appRealtimeClient: () => ({ start: started }) };
  });
  const { realtimeClient } = await import('@/features/realtime/realtime-instance');
  const { getRealtimeState } = await import('@/features/realtime/model/hub-state-store');
  return { connection: realtimeClient(), hub: () => getRealtimeState().hub, arrive, started };
}

describe('the connection while its code is fetched', () => {
  it('is connecting from the first start, and the client starts once its code is in', async () => {
    const app = await appWithSlowClientCode();
    expect(app.hub()).toBe('Disconnected');
    app.connection.start();
    expect(app.hub()).toBe('Connecting');
    app.arrive('loaded');
    await vi.waitFor(() => expect(app.started).toHaveBeenCalledTimes(1));
  });

  it('is offline again when the code does not arrive, and connecting again when the browser is back online', async () => {
    const app = await appWithSlowClientCode();
    app.connection.start();
    app.arrive('failed');
    await vi.waitFor(() => expect(app.hub()).toBe('Disconnected'));
    app.connection.revive();
    expect(app.hub()).toBe('Connecting');
  });
});
