import { t } from '@lingui/core/macro';
import type { Sport } from '@/api/generated/types.gen';
import { h, root, title } from '@/components/first-paint-dom';
import { mantineClasses } from '@/components/mantine-classes';
import { eventTitle } from '@/features/sports/first-paint';
import { positiveId } from './model/route-ids';

/** components/markets-pending.tsx in plain DOM; tests/integration/first-paint.test.tsx holds it to React's markup. */
export function paintMarketsPending(tree: readonly Sport[], _settings: unknown, { eventid }: { eventid?: string }): DocumentFragment {
  const id = positiveId(eventid);
  const event = id === null ? undefined : tree.flatMap((sport) => sport.events).find((candidate) => candidate.id === id);
  const screen = document.createDocumentFragment();
  screen.append(
    title(1, event ? eventTitle(event) : t`Markets`, { 'data-size': 'h3', style: 'margin-bottom:var(--mantine-spacing-sm)' }, 'h3'),
    h(
      'p',
      `mantine-focus-auto ${root('Text', mantineClasses.Text)}`,
      { 'data-size': 'sm', role: 'status', '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' },
      t`Loading the markets…`,
    ),
  );
  return screen;
}
