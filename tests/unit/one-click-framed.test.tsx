// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OneClickSetting } from '@/features/betslip/components/one-click-setting';
import { useOneClickBet } from '@/features/betslip/hooks/use-one-click-bet';
import { ONE_CLICK_FRAMED_TEXT, oneClickStake } from '@/features/betslip/model/one-click';
import { i18n } from '@/lib/i18n/runtime';
import { framedByAnotherOrigin, type FrameFacts } from '@/lib/framing';
import { remove, storageKeys, writeJson } from '@/lib/storage';
import type * as Session from '@/features/session';
import type * as Framing from '@/lib/framing';

// A <meta> policy cannot carry frame-ancestors: inside a frame of another site, one-click betting
// (a price click places a bet) stays off, and the setting says why.

const frame = vi.hoisted(() => ({ framed: false }));
vi.mock('@/lib/framing', async (importOriginal) => ({
  ...(await importOriginal<typeof Framing>()),
  isFramedByAnotherOrigin: () => frame.framed,
}));
vi.mock('@/features/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  useIsSignedIn: () => true,
  useUserInfo: () => ({ username: 'player1' }),
  useStakes: () => null,
}));

const APP = 'https://brand.example';

/** A window as the check sees it: `top` is itself (a top-level page) or another window. */
function page(origin: string, top: 'self' | { origin: string } | 'unreadable', ancestorOrigins?: string[]): FrameFacts {
  const view: { self: unknown; top: FrameFacts['top']; location: FrameFacts['location'] } = {
    self: null,
    top: null,
    location: { origin, ancestorOrigins },
  };
  view.self = view;
  if (top === 'self') view.top = view as unknown as FrameFacts['top'];
  else if (top === 'unreadable') {
    // What a browser does across origins: the top window is there, its location is not readable.
    view.top = {
      get location(): { origin: string } {
        throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
      },
    };
  } else view.top = { location: { origin: top.origin } };
  return view;
}

describe('framed by another origin', () => {
  it('is false for a top-level page and for a frame of the app itself', () => {
    expect(framedByAnotherOrigin(page(APP, 'self'))).toBe(false);
    expect(framedByAnotherOrigin(page(APP, { origin: APP }, [APP]))).toBe(false);
  });

  it('is true when the top window is another site, readable or not, or any frame in between is', () => {
    expect(framedByAnotherOrigin(page(APP, 'unreadable'))).toBe(true);
    expect(framedByAnotherOrigin(page(APP, { origin: 'https://evil.example' }))).toBe(true);
    // Framed by another site that is itself framed by the app's origin (Chromium and Safari say so).
    expect(framedByAnotherOrigin(page(APP, { origin: APP }, ['https://evil.example', APP]))).toBe(true);
  });

  it('is true when even reading the top window fails', () => {
    const view = {
      self: null,
      get top(): FrameFacts['top'] {
        throw new DOMException('denied', 'SecurityError');
      },
      location: { origin: APP },
    };
    expect(framedByAnotherOrigin(view)).toBe(true);
  });
});

function StakeProbe() {
  const [setting] = useOneClickBet();
  return <output data-testid="one-click-stake">{String(oneClickStake(setting))}</output>;
}

function renderSetting() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OneClickSetting />
        <StakeProbe />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('one-click betting inside a frame of another site', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    writeJson(storageKeys.oneClickBet, { player1: { on: true, stake: 500 } });
  });
  afterEach(() => {
    frame.framed = false;
    remove(storageKeys.oneClickBet);
    vi.unstubAllGlobals();
  });

  it('is on as the player set it in a top-level page', () => {
    renderSetting();
    expect(screen.getByRole('switch', { name: /^One-click betting/ })).toBeChecked();
    expect(screen.getByTestId('one-click-stake')).toHaveTextContent('500');
  });

  it('stays off, places nothing on a price click, and the switch says why', () => {
    frame.framed = true;
    renderSetting();
    const toggle = screen.getByRole('switch', { name: /^One-click betting/ });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(i18n._(ONE_CLICK_FRAMED_TEXT));
    expect(screen.getByText(i18n._(ONE_CLICK_FRAMED_TEXT))).toBeVisible();
    expect(screen.queryByLabelText('One-click stake')).toBeNull();
    // What a price click reads (useSelectPrice): no stake, so no bet leaves at once.
    expect(screen.getByTestId('one-click-stake')).toHaveTextContent('null');
  });
});
