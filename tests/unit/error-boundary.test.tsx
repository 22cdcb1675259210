// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/app/error-boundary';

function Crash({ when }: { when: boolean }) {
  if (when) throw new Error('the odds table broke');
  return <p>Odds table</p>;
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback with the error instead of a crashed part, and the part again for the next key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React and the boundary report it
    const fallback = (error: unknown) => <p role="alert">{error instanceof Error ? error.message : 'failed'}</p>;
    const view = render(
      <ErrorBoundary resetKey="/markets/1" fallback={fallback}>
        <Crash when />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('the odds table broke');

    view.rerender(
      <ErrorBoundary resetKey="/markets/2" fallback={fallback}>
        <Crash when={false} />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Odds table')).toBeInTheDocument();
  });

  it('keeps the fallback while the key stays the same', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <ErrorBoundary resetKey="/home" fallback={() => <p role="alert">failed</p>}>
        <Crash when />
      </ErrorBoundary>,
    );
    view.rerender(
      <ErrorBoundary resetKey="/home" fallback={() => <p role="alert">failed</p>}>
        <Crash when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('failed');
  });
});
