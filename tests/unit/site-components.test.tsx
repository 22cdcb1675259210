// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_AFTER_ERROR_MS, LEAVE_AFTER_SUCCESS_MS, joinInFlight, resetInFlight } from '@/api/in-flight';
import type { DomainSetting, GetDomainSettingResponse } from '@/api/generated/types.gen';
import { ApkBar, LoadingOverlay, SupportLink, domainSettingQueryKey } from '@/features/site';
import { initialThemeState, resetThemeState } from '@/features/site/model/theme-store';

const baseSetting: DomainSetting = { siteSuspended: false, allowSignUp: false, skipVerification: false, domainTitle: 'Brand' };

function renderWithSettings(ui: ReactNode, settings?: Partial<DomainSetting>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (settings) {
    const envelope: GetDomainSettingResponse = { success: true, result: { ...baseSetting, ...settings } };
    queryClient.setQueryData(domainSettingQueryKey(), envelope);
  }
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

// matchMedia answering (max-width: …) and (min-width: …) for a given viewport width.
const originalMatchMedia = window.matchMedia;
function setViewportWidth(width: number): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

beforeEach(() => resetThemeState(initialThemeState('light')));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('APK bar (docs/product.md §2)', () => {
  const apk = { apkUrl: 'https://cdn.brand.com/brand.apk' };

  it('offers the app download on a phone', () => {
    setViewportWidth(360);
    renderWithSettings(<ApkBar />, apk);
    expect(screen.getByRole('link', { name: /download apk/i })).toHaveAttribute('href', 'https://cdn.brand.com/brand.apk');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows up to 768 px and not from 769 px (docs/product.md §9)', () => {
    setViewportWidth(768);
    const { unmount } = renderWithSettings(<ApkBar />, apk);
    expect(screen.getByRole('link', { name: /download apk/i })).toBeInTheDocument();
    unmount();
    setViewportWidth(769);
    renderWithSettings(<ApkBar />, apk);
    expect(screen.queryByRole('link', { name: /download apk/i })).not.toBeInTheDocument();
  });

  it('is not shown on a desktop', () => {
    setViewportWidth(1280);
    renderWithSettings(<ApkBar />, apk);
    expect(screen.queryByRole('link', { name: /download apk/i })).not.toBeInTheDocument();
  });

  it('is not shown when the brand has no APK', () => {
    setViewportWidth(360);
    renderWithSettings(<ApkBar />, {});
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('closes on Close and stays closed for the rest of the visit', async () => {
    setViewportWidth(360);
    const user = userEvent.setup();
    const { unmount } = renderWithSettings(<ApkBar />, apk);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('link', { name: /download apk/i })).not.toBeInTheDocument();
    unmount();
    renderWithSettings(<ApkBar />, apk); // another layout mounts it again
    expect(screen.queryByRole('link', { name: /download apk/i })).not.toBeInTheDocument();
  });
});

describe('support link (docs/product.md §2)', () => {
  const support = { showSupportLink: true, supportLink: 'https://wa.me/911234567890' };

  it('links to the brand support in a new tab', () => {
    renderWithSettings(<SupportLink />, support);
    const link = screen.getByRole('link', { name: /contact support/i });
    expect(link).toHaveAttribute('href', 'https://wa.me/911234567890');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('data-raised');
  });

  it('sits higher when the brand has a Telegram id', () => {
    renderWithSettings(<SupportLink />, { ...support, telegramId: 'https://t.me/brand' });
    expect(screen.getByRole('link', { name: /contact support/i })).toHaveAttribute('data-raised');
  });

  it('moves above the APK bar when that shows', () => {
    setViewportWidth(360);
    renderWithSettings(<SupportLink />, { ...support, apkUrl: 'https://cdn.brand.com/brand.apk' });
    expect(screen.getByRole('link', { name: /contact support/i })).toHaveAttribute('data-above-apk-bar');
  });

  it.each([
    ['showSupportLink is off', { ...support, showSupportLink: false }],
    ['the link is empty', { ...support, supportLink: '' }],
    ['the link is not a web address', { ...support, supportLink: 'javascript:alert(1)' }],
  ])('is not shown when %s', (_name, settings) => {
    renderWithSettings(<SupportLink />, settings);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not shown before the settings load', () => {
    renderWithSettings(<SupportLink />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('loading overlay (docs/product.md §2, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetInFlight();
  });
  afterEach(() => {
    resetInFlight();
    vi.useRealTimers();
  });

  it('shows while a request is in flight and hides 1000 ms after its response', () => {
    renderWithSettings(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    let leave: (outcome: 'success' | 'error') => void = () => undefined;
    act(() => {
      leave = joinInFlight('GET /Bet/GetUserBetHistory');
    });
    expect(status).toHaveTextContent('Loading…');

    act(() => leave('success'));
    act(() => vi.advanceTimersByTime(LEAVE_AFTER_SUCCESS_MS - 1));
    expect(status).toHaveTextContent('Loading…');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('stays while any request is pending and hides 100 ms after the last one fails', () => {
    renderWithSettings(<LoadingOverlay />);
    const status = screen.getByRole('status');
    let first: (outcome: 'success' | 'error') => void = () => undefined;
    let second: (outcome: 'success' | 'error') => void = () => undefined;
    act(() => {
      first = joinInFlight('GET /a');
      second = joinInFlight('GET /b');
    });
    act(() => first('error'));
    act(() => vi.advanceTimersByTime(LEAVE_AFTER_ERROR_MS));
    expect(status).toHaveTextContent('Loading…');
    act(() => second('error'));
    act(() => vi.advanceTimersByTime(LEAVE_AFTER_ERROR_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('is a polite live region and takes no keyboard focus', () => {
    renderWithSettings(
      <>
        <button type="button">Place bet</button>
        <LoadingOverlay />
      </>,
    );
    act(() => {
      joinInFlight('GET /a');
    });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(0);
    screen.getByRole('button', { name: 'Place bet' }).focus();
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveFocus();
  });
});
