// @vitest-environment jsdom
import { Text } from '@mantine/core';
import { Profiler } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLayoutFlags } from '@/app/navigation-effects';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { getThemeState, initialThemeState, resetThemeState } from '@/features/site/model/theme-store';

// The layout's flags change on every navigation between the match list and a market: only what reads
// them re-renders, not the providers (Mantine's provider recomputes its CSS variables on each render).
// The app also sets the first page's flags before its first render (main.tsx): on a slow phone's
// first visit, setting them from an effect re-rendered the whole layout once more (~0.13 s).

afterEach(() => resetThemeState());

describe('layout flags', () => {
  it("re-render nothing under the app's providers that does not read them", () => {
    let renders = 0;
    render(
      <Profiler id="app" onRender={() => (renders += 1)}>
        <Providers queryClient={createQueryClient()}>
          <Text>Cricket</Text>
        </Providers>
      </Profiler>,
    );
    const before = renders;
    act(() => applyLayoutFlags('/matchlist/3', false));
    act(() => applyLayoutFlags('/markets/3001', false));
    expect(getThemeState()).toMatchObject({ sidebarVisible: false, footerVisible: false });
    expect(renders).toBe(before);
  });

  it('follow the page: the sidebar on the match list, no footer on a market, no scrolling navbar in the casino lobby', () => {
    resetThemeState(initialThemeState('light'));
    applyLayoutFlags('/matchlist/3', false);
    expect(getThemeState()).toMatchObject({ sidebarVisible: true, footerVisible: true, navbarScrollable: true });
    applyLayoutFlags('/markets/3001', false);
    expect(getThemeState()).toMatchObject({ sidebarVisible: false, footerVisible: false, navbarScrollable: true });
    applyLayoutFlags('/lobby', true);
    expect(getThemeState()).toMatchObject({ sidebarVisible: false, footerVisible: true, navbarScrollable: false });
  });
});
