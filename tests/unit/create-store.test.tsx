// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, shallowEqual } from '@/lib/store';
import { useStore } from '@/hooks/use-store';

describe('createStore', () => {
  it('tells its subscribers of a new value, and not of an equal one', () => {
    const store = createStore({ open: false, count: 0 }, shallowEqual);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const first = store.get();
    store.set((state) => ({ ...state }));
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(first);
    store.set((state) => ({ ...state, count: state.count + 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ open: false, count: 1 });
    stop();
    store.set({ open: true, count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('computes a lazy initial value on the first read only', () => {
    const initial = vi.fn(() => ['a']);
    const store = createStore(initial);
    expect(initial).not.toHaveBeenCalled();
    expect(store.get()).toEqual(['a']);
    expect(store.get()).toBe(store.get());
    expect(initial).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  it('re-renders a reader only when what it selected changed', () => {
    const store = createStore({ hub: 'Connecting', retries: 0 }, shallowEqual);
    let renders = 0;
    function Reader() {
      renders += 1;
      const live = useStore(store, (state) => state.hub === 'Connected');
      return <p>{live ? 'live' : 'not live'}</p>;
    }
    render(<Reader />);
    expect(screen.getByText('not live')).toBeInTheDocument();
    act(() => store.set((state) => ({ ...state, retries: 1 })));
    expect(renders).toBe(1);
    act(() => store.set((state) => ({ ...state, hub: 'Connected' })));
    expect(screen.getByText('live')).toBeInTheDocument();
    expect(renders).toBe(2);
  });
});
