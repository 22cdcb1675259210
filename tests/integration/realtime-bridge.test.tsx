import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtimeClient, RealtimeBridge } from '@/features/realtime';
import { emitSignedIn, emitSignedOut } from '@/features/session/model/session-events';

// Spec §4: a login (and a verification, which logs in) drops and restarts the connection so it
// re-registers with the new token; a demo login does not; a logout reconnects as a visitor.

afterEach(() => vi.restoreAllMocks());

function renderBridge() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RealtimeBridge />
    </QueryClientProvider>,
  );
}

describe('the realtime bridge and the session', () => {
  it.each([
    ['login', 1],
    ['verification', 1],
    ['demo', 0],
  ] as const)('a %s sign-in restarts the connection %i time(s)', (kind, restarts) => {
    const restart = vi.spyOn(realtimeClient(), 'restart').mockResolvedValue(undefined);
    const view = renderBridge();
    emitSignedIn(kind);
    expect(restart).toHaveBeenCalledTimes(restarts);
    view.unmount();
  });

  it('a logout restarts the connection as a visitor', () => {
    const restart = vi.spyOn(realtimeClient(), 'restart').mockResolvedValue(undefined);
    const view = renderBridge();
    emitSignedOut();
    expect(restart).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('stops listening once unmounted', () => {
    const restart = vi.spyOn(realtimeClient(), 'restart').mockResolvedValue(undefined);
    renderBridge().unmount();
    emitSignedIn('login');
    expect(restart).not.toHaveBeenCalled();
  });
});
