import { afterEach, describe, expect, it, vi } from 'vitest';

// The mocked builds render before their mock is up: calls wait for it.
describe('holdRequestsUntil', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
    vi.resetModules();
  });

  it('holds every fetch until the backend has started, then gives fetch back', async () => {
    const realFetch = vi.fn(async () => new Response('ok'));
    globalThis.fetch = realFetch as unknown as typeof fetch;
    const { backendReady, holdRequestsUntil } = await import('@/api/backend-ready');
    let started!: () => void;
    const startup = new Promise<void>((resolve) => (started = resolve));
    holdRequestsUntil(startup);

    const call = globalThis.fetch('/api/Setting/GetDomainSetting');
    let hubMayConnect = false;
    void backendReady().then(() => (hubMayConnect = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(realFetch).not.toHaveBeenCalled();
    expect(hubMayConnect).toBe(false);

    started();
    await expect(call.then((response) => response.text())).resolves.toBe('ok');
    expect(realFetch).toHaveBeenCalledWith('/api/Setting/GetDomainSetting');
    expect(hubMayConnect).toBe(true);
    expect(globalThis.fetch).toBe(realFetch);
  });

  it("fails the held calls with the startup's error", async () => {
    globalThis.fetch = vi.fn() as unknown as typeof fetch;
    const { holdRequestsUntil } = await import('@/api/backend-ready');
    const startup = Promise.reject(new Error('the mock service worker could not register'));
    holdRequestsUntil(startup);
    await expect(globalThis.fetch('/Event/TreeSportWithEvent')).rejects.toThrow('could not register');
  });

  it('without a held startup the backend is ready at once', async () => {
    const { backendReady } = await import('@/api/backend-ready');
    await expect(backendReady()).resolves.toBeUndefined();
  });
});
