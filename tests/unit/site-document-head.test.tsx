// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainSetting, GetDomainSettingResponse } from '@/api/generated/types.gen';
import { domainSettingQueryKey, useDocumentHead } from '@/features/site';

const brand: DomainSetting = {
  siteSuspended: false,
  allowSignUp: false,
  skipVerification: false,
  domainTitle: 'Brand Exchange',
  description: 'Back and lay at Brand Exchange.',
  favicon: 'https://cdn.brand.example/favicon.png',
};

function Page({ title }: { title: string }) {
  useDocumentHead(title);
  return null;
}

function renderPage(title: string, settings?: DomainSetting) {
  // Without seeded settings the load is disabled: the page stays "settings not loaded yet".
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: settings !== undefined } } });
  if (settings) queryClient.setQueryData(domainSettingQueryKey(), { success: true, result: settings } satisfies GetDomainSettingResponse);
  const page = (routeTitle: string) => (
    <QueryClientProvider client={queryClient}>
      <Page title={routeTitle} />
    </QueryClientProvider>
  );
  const view = render(page(title));
  return { navigateTo: (routeTitle: string) => view.rerender(page(routeTitle)) };
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const favicon = () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href');

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Exchange: back and lay." /><title>Exchange</title>';
});

describe('document head (docs/product.md §2)', () => {
  it("titles the page '{domainTitle} | {route title}' and takes description and favicon from the settings", () => {
    renderPage('In-play', brand);
    expect(document.title).toBe('Brand Exchange | In-play');
    expect(description()).toBe('Back and lay at Brand Exchange.');
    expect(favicon()).toBe('https://cdn.brand.example/favicon.png');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('uses the route title alone until the settings load, and keeps the default description', () => {
    renderPage('In-play');
    expect(document.title).toBe('In-play');
    expect(description()).toBe('Exchange: back and lay.');
    expect(favicon()).toBeUndefined();
  });

  it('follows the route title', () => {
    const { navigateTo } = renderPage('In-play', brand);
    navigateTo('Bet history');
    expect(document.title).toBe('Brand Exchange | Bet history');
  });

  it('updates the existing favicon element instead of adding another', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/favicon.ico" />');
    renderPage('Home', brand);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(favicon()).toBe('https://cdn.brand.example/favicon.png');
  });

  it('never writes a script address as the favicon', () => {
    renderPage('Home', { ...brand, favicon: 'javascript:alert(1)' });
    expect(favicon()).toBeUndefined();
  });
});
