// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '@/components/lazy-dialog';

// A screen's dialog loaded on demand (src/components/lazy-dialog.tsx): the market page's cash-out and
// fancy book dialogs. Its code is asked for only when preloaded or first opened, and once shown it
// stays mounted so that it can close as Mantine's modal does.

function Shown({ opened, title }: { opened?: boolean; title: string }) {
  return opened === false ? <p>closed {title}</p> : <div role="dialog" aria-label={title} />;
}

function deferredLoad() {
  let resolve: (component: typeof Shown) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Shown>((done) => (resolve = done)));
  return { load, arrive: () => act(async () => resolve(Shown)) };
}

describe('lazyDialog', () => {
  it('asks for nothing and shows nothing until the dialog is first opened', async () => {
    const { load, arrive } = deferredLoad();
    const Book = lazyDialog(load);
    const { rerender } = render(<Book.Dialog opened={false} title="Book" />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Book.Dialog opened title="Book" />);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Book' })).toBeInTheDocument();
  });

  it('shows the dialog as soon as its code arrives, not 300 ms later as a Suspense reveal would', async () => {
    const Book = lazyDialog(() => Promise.resolve(Shown));
    render(<Book.Dialog opened title="Book" />);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Book' })).toBeInTheDocument(), { timeout: 200 });
  });

  it('stays mounted once closed, so the modal can run its closing (focus back to the opener)', async () => {
    const Book = lazyDialog(() => Promise.resolve(Shown));
    const { rerender } = render(<Book.Dialog opened title="Book" />);
    await screen.findByRole('dialog', { name: 'Book' });
    rerender(<Book.Dialog opened={false} title="Book" />);
    expect(screen.getByText('closed Book')).toBeInTheDocument();
  });

  it('without `opened`, shows the dialog as soon as it is rendered', async () => {
    const Quote = lazyDialog(() => Promise.resolve(Shown));
    render(<Quote.Dialog title="Cash out" />);
    expect(await screen.findByRole('dialog', { name: 'Cash out' })).toBeInTheDocument();
  });

  it('preload asks for the code at once, and a failed preload is left to the dialog to load again', async () => {
    const load = vi.fn<() => Promise<typeof Shown>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Shown);
    const Quote = lazyDialog(load);
    Quote.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Quote.Dialog title="Cash out" />);
    expect(await screen.findByRole('dialog', { name: 'Cash out' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
