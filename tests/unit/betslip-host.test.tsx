// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { slipStore, useBetSlipHost } from '@/features/betslip';
import { backIndia } from '../support/selections';

// The markets page hosts the desktop slip while it is mounted (useBetSlipHost). Under StrictMode, as
// on the dev server, React mounts it, unmounts it and mounts it again: a price clicked before its
// effects had run (or on the list before opening the match) must still be in the slip after that.

function ScreenWithPrices() {
  useBetSlipHost();
  return null;
}

afterEach(() => slipStore.clear());

describe('useBetSlipHost', () => {
  it('keeps the selection through StrictMode mounting the screen twice, and drops it when the screen goes', async () => {
    slipStore.select(backIndia);
    const view = render(
      <StrictMode>
        <ScreenWithPrices />
      </StrictMode>,
    );
    await act(async () => {});
    expect(slipStore.get()).toMatchObject({ hosts: 1, selection: backIndia });

    view.unmount();
    await act(async () => {});
    expect(slipStore.get()).toMatchObject({ hosts: 0, selection: null });
  });
});
