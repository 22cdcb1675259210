import { t } from '@lingui/core/macro';
import { h, root, title, type Vars } from '@/components/first-paint-dom';
import { mantineClasses } from '@/components/mantine-classes';
import type { DomainSetting, Event, Sport } from '@/api/generated/types.gen';
import { href } from '@/config/paths';
import { i18n } from '@/lib/i18n/runtime';
import eventList from './components/event-list.module.css';
import eventPrices from './components/event-prices.module.css';
import eventRow from './components/event-row.module.css';
import sportsFrame from './components/sports-frame.module.css';
import {
  competitionLabel,
  competitionListLabel,
  eventTitle,
  groupByCompetition,
  inPlayLabel,
  isInPlay,
  NO_MATCH_TEXT,
  sortForList,
  startLabel,
  type ListKind,
} from './model/events';
import { CASINO_SPORT_ID, domainSportFlags, isSportShown } from './model/sport-visibility';

// React's markup, painted before the app (tests/integration/first-paint.test.tsx).
// Why: docs/decisions/0002-match-list-first-paint.md

const stack = (gap: string, attributes: Record<string, string>, ...children: Node[]) =>
  h(
    attributes['aria-labelledby'] ? 'section' : 'div',
    root('Stack', mantineClasses.Stack),
    { ...attributes, '--stack-gap': `var(--mantine-spacing-${gap})`, '--stack-align': 'stretch', '--stack-justify': 'flex-start' },
    ...children,
  );

function badge(vars: Vars, attributes: Record<string, string>, ...label: Array<Node | string>): HTMLElement {
  const size = (what: string) => `var(--badge-${what}-sm)`;
  return h(
    'div',
    root('Badge', mantineClasses.Badge),
    {
      ...attributes,
      'data-size': 'sm',
      '--badge-height': size('height'),
      '--badge-padding-x': size('padding-x'),
      '--badge-fz': size('fz'),
      ...vars,
    },
    h('span', [mantineClasses.Badge.label, 'mantine-Badge-label'].join(' '), {}, ...label),
  );
}

const border = (colour: string) => `calc(0.0625rem * var(--mantine-scale)) solid ${colour}`;
const hidden = (text: string) => h('span', root('VisuallyHidden', mantineClasses.VisuallyHidden), {}, text);
const outlined = (...label: Array<Node | string>) =>
  badge(
    {
      '--badge-bg': 'transparent',
      '--badge-color': 'var(--mantine-color-gray-outline)',
      '--badge-bd': border('var(--mantine-color-gray-outline)'),
    },
    { 'data-variant': 'outline' },
    ...label,
  );
const short = (text: string, spoken: string) => outlined(h('span', '', { 'aria-hidden': 'true' }, text), hidden(spoken));

function row(event: Event): HTMLElement {
  const meta = h(
    'div',
    eventRow.meta,
    {},
    isInPlay(event)
      ? badge(
          {
            '--badge-bg': 'var(--mantine-color-green-9)',
            '--badge-color': 'var(--mantine-color-black)',
            '--badge-bd': border('transparent'),
          },
          {},
          inPlayLabel(),
        )
      : h('span', eventRow.start, {}, hidden(t`Starts `), startLabel(event)),
  );
  if (event.isFancy === true) meta.append(short(t`F`, t`Fancy markets`));
  if (event.isBookMaker === true) meta.append(short(t`BM`, t`Bookmaker market`));
  if (event.isFastBet === true) meta.append(outlined(t`Fast Bet`));
  const link = h(
    'a',
    ['mantine-focus-auto', mantineClasses.Anchor.root, eventRow.title, root('Text', mantineClasses.Text), 'mantine-Anchor-root'].join(' '),
    {
      'data-underline': 'hover',
      href: href.markets(event.id, event.dreamEventId),
    },
    eventTitle(event),
  );
  return h(
    'li',
    eventList.item,
    {},
    h(
      'div',
      eventRow.row,
      { 'data-on-screen': '' },
      h('div', eventRow.info, {}, link, meta),
      h('div', eventPrices.prices, { 'data-pending': 'true' }),
      // The pin toggle's room, empty.
      h(
        'div',
        eventRow.pin,
        {},
        h('span', mantineClasses.ActionIcon.root, { '--ai-size': 'var(--ai-size-lg)', '--ai-bg': 'none', '--ai-bd': '0' }),
      ),
    ),
  );
}

function section(id: string, heading: string, kind: ListKind, events: Event[]): HTMLElement {
  const groups = groupByCompetition(events).map(({ competition, events: grouped }) =>
    h(
      'div',
      '',
      {},
      title(3, competitionLabel(competition), { 'data-size': 'h5' }, 'h5'),
      h('ul', eventList.list, { 'aria-label': competitionListLabel(competition, kind) }, ...grouped.map(row)),
    ),
  );
  return stack(
    'xs',
    { 'aria-labelledby': id },
    title(2, heading, { id }),
    groups.length > 0
      ? stack('sm', {}, ...groups)
      : h(
          'p',
          `mantine-focus-auto ${root('Text', mantineClasses.Text)}`,
          { style: 'color:var(--mantine-color-dimmed)' },
          i18n._(NO_MATCH_TEXT),
        ),
  );
}

/** null where React would show something else. */
export function paintMatchList(tree: readonly Sport[], settings: DomainSetting, { id }: { id?: string }): HTMLElement | null {
  const sport = tree.find((candidate) => candidate.id !== CASINO_SPORT_ID && String(candidate.id) === id);
  if (!sport || !isSportShown(sport.id, { viewer: { kind: 'visitor' }, domain: domainSportFlags(settings) })) return null;
  const events = sortForList(sport.events);
  const screen = stack(
    'lg',
    {},
    title(1, sport.displayName),
    section('first-in-play', inPlayLabel(), 'in-play', events.filter(isInPlay)),
    section(
      'first-upcoming',
      t`Upcoming`,
      'upcoming',
      events.filter((event) => !isInPlay(event)),
    ),
  );
  screen.className = [sportsFrame.screen, screen.className].join(' ');
  return screen;
}
