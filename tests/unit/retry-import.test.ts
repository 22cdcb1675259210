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
