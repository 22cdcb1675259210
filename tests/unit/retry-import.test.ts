// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_DELAYS_MS, retryImport } from '@/lib/retry-import';

// A screen's chunk that fails to arrive is fetched again before the error page shows.
describe('retryImport', () => {
  afterEach(() => vi.useRealTimers());

  const failure = () => new TypeError('Failed to fetch dynamically imported module: /assets/in-play-page.js');

  it('returns the module of the first attempt that succeeds, after the pauses', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure()).mockResolvedValueOnce('InPlayPage');
    const result = retryImport(load);
    const [firstPause = 0] = IMPORT_RETRY_DELAYS_MS;
    expect(firstPause).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(firstPause - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('InPlayPage');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt with its error', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failure());
    const result = retryImport(load);
    const settled = expect(result).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
    await settled;
    expect(load).toHaveBeenCalledTimes(IMPORT_RETRY_DELAYS_MS.length + 1);
  });

  it('does not wait when the first attempt succeeds', async () => {
    const load = vi.fn(async () => 'HomePage');
    await expect(retryImport(load)).resolves.toBe('HomePage');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

// Offline (a tunnel): the slip's or a screen's code is fetched when the connection is back, however
// long that takes, instead of an error page after three quick attempts.
describe('retryImport while offline', () => {
  const failure = () => new TypeError('Failed to fetch dynamically imported module: /assets/bet-slip.js');
  const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the browser to be back online, then loads, without spending its attempts', async () => {
    vi.useFakeTimers();
    setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failure());
    let settled = false;
    const result = retryImport(load).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);

    setOnline(true);
    load.mockResolvedValueOnce('BetSlip');
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('BetSlip');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('once online, still gives up after its attempts', async () => {
    vi.useFakeTimers();
    setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failure());
    const result = retryImport(load);
    const rejected = expect(result).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(0);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
    await rejected;
    expect(load).toHaveBeenCalledTimes(IMPORT_RETRY_DELAYS_MS.length + 2);
  });
});
