import { mantineClasses } from './mantine-classes';

// A phone's first visit paints its first screen in plain DOM before the app has arrived
// (src/app/boot/first-paint.ts; docs/performance.md "The first screen before the app"). These write
// the elements, classes and style variables that Mantine's components render,
// so that a painted box has the size of React's that replaces it.

export type Vars = Record<`--${string}`, string>;

/** An element with its classes, attributes (a `--name` is a style variable) and children. */
export function h(tag: string, className: string | undefined, attributes: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElement {
  const element = document.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('--')) element.style.setProperty(name, value);
    else element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

/** A Mantine component's root classes, as it renders them. */
export const root = (name: string, classes: { root: string }) => [classes.root, `mantine-${name}-root`].join(' ');

/** Mantine's `<Title order={order} size={size}>`. */
export function title(order: number, text: string, attributes: Record<string, string> = {}, size = `h${order}`): HTMLElement {
  const font = (what: string) => `var(--mantine-${size}-${what})`;
  const vars: Vars = { '--title-fw': font('font-weight'), '--title-lh': font('line-height'), '--title-fz': font('font-size') };
  return h(`h${order}`, root('Title', mantineClasses.Title), { ...attributes, 'data-order': String(order), ...vars }, text);
}
