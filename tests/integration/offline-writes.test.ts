import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, errorMessage } from '@/api/errors';
import { selfExcludeMutation } from '@/api/generated/@tanstack/react-query.gen';
import { installApiRuntime } from '@/api/runtime';
import { createQueryClient } from '@/app/query-client';
import { saveSignIn } from '@/features/session/model/saved-session';
import { clearFaults, server, setFaults } from '../../mocks/node';

// A write is sent now or not at all (issue 54): while the browser is offline, a mutation made through
// the app's query client is never paused to go out when the connection returns, even one no wrapper
// covers (a self-exclusion the player may have given up on). It fails at once with the network message.

const SELF_EXCLUDE = '/ResponsibleGambling/SelfExclude';
let uninstall: (() => void) | undefined;
const sent: string[] = [];

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  onlineManager.setOnline(true);
  clearFaults();
  server.events.removeAllListeners();
  sent.length = 0;
});

describe('a write while the browser is offline', () => {
  it('fails at once with the network message, and nothing goes out when the connection returns', async () => {
    uninstall = installApiRuntime();
    saveSignIn(
      {
        accessToken: 'mock-at-2-0',
        refreshToken: 'mock-rt-2-0',
        expireInSeconds: 86_400,
        userName: 'player1',
        balance: 100000,
        exposure: 0,
      },
      'login',
      Date.now(),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(SELF_EXCLUDE)) sent.push(request.method);
    });
    // What the browser does offline: the fetch itself fails.
    setFaults([{ match: SELF_EXCLUDE, kind: 'network', times: 1 }]);
    onlineManager.setOnline(false);

    const queryClient = createQueryClient();
    const exclude = new MutationObserver(queryClient, { ...selfExcludeMutation(), meta: { inlineErrors: true } });
    const outcome = exclude.mutate({ body: { length: 'SIX_MONTHS' } }).then(
      () => 'sent',
      (error: unknown) => errorMessage(error),
    );
    await Promise.resolve();
    expect(exclude.getCurrentResult().isPaused).toBe(false);
    expect(await outcome).toBe(NETWORK_ERROR_MESSAGE);
    expect(exclude.getCurrentResult().status).toBe('error');

    // The player pressed Cancel; the connection returns: nothing is sent behind their back.
    const tried = sent.length;
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.length).toBe(tried);
  });
});
