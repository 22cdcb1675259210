// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parsePinnedIds, togglePinnedId, withPins } from '@/features/sports/model/pins';
import { readPinnedIds, togglePin, unpinEvents } from '@/features/sports/pins-storage';
import { usePinnedEventIds } from '@/features/sports/hooks/use-pinned-event-ids';
import { readString, storageKeys } from '@/lib/storage';

// docs/product.md §4 "Event pinning": pinning toggles `pin` and persists the pinned id list
// (docs/product.md §3 'pins').

describe('the pinned id list', () => {
  it.each<[string | null, number[]]>([
    [null, []],
    ['[]', []],
    ['[3001,1001]', [3001, 1001]],
    ['["3001", 1001]', [3001, 1001]],
    ['[1,1,2]', [1, 2]],
    ['[1.5]', []],
    ['{"3001":true}', []],
    ['not json', []],
  ])('reads %s as %o', (raw, ids) => {
    expect(parsePinnedIds(raw)).toEqual(ids);
  });

  it.each<[number[], number, number[]]>([
    [[], 3001, [3001]],
    [[3001], 1001, [3001, 1001]],
    [[3001, 1001], 3001, [1001]],
    [[3001], 3001, []],
  ])('toggling %o with %i gives %o', (ids, id, expected) => {
    expect(togglePinnedId(ids, id)).toEqual(expected);
  });

  it('marks each event with pin', () => {
    expect(withPins([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 1])).toEqual([
      { id: 1, pin: true },
      { id: 2, pin: false },
      { id: 3, pin: true },
    ]);
  });
});

describe('the stored pins', () => {
  it('persists under the key pins', () => {
    togglePin(3001);
    togglePin(1001);
    expect(readString(storageKeys.pins)).toBe('[3001,1001]');
    togglePin(3001);
    expect(readPinnedIds()).toEqual([1001]);
    unpinEvents([1001, 42]);
    expect(readPinnedIds()).toEqual([]);
  });

  it('re-renders subscribers on every toggle', () => {
    const { result } = renderHook(() => usePinnedEventIds());
    expect(result.current).toEqual([]);
    act(() => togglePin(2001));
    expect(result.current).toEqual([2001]);
    act(() => togglePin(2002));
    expect(result.current).toEqual([2001, 2002]);
    act(() => togglePin(2001));
    expect(result.current).toEqual([2002]);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => usePinnedEventIds());
    act(() => {
      localStorage.setItem(storageKeys.pins, '[25001]');
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.pins }));
    });
    expect(result.current).toEqual([25001]);
  });

  it('keeps the same list between renders while nothing changes', () => {
    togglePin(1);
    const { result, rerender } = renderHook(() => usePinnedEventIds());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
