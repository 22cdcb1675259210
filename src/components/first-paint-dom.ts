import { mantineClasses } from './mantine-classes';

// What Mantine's components render, for the boot's first paint (docs/decisions/0002-match-list-first-paint.md).

export type Vars = Record<`--${string}`, string>;

export function h(
  tag: string,
  className: string | undefined,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElement {
  const element = document.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('--')) element.style.setProperty(name, value);
    else element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

export const root = (name: string, classes: { root: string }) => [classes.root, `mantine-${name}-root`].join(' ');

export function title(order: number, text: string, attributes: Record<string, string> = {}, size = `h${order}`): HTMLElement {
  const font = (what: string) => `var(--mantine-${size}-${what})`;
  const vars: Vars = { '--title-fw': font('font-weight'), '--title-lh': font('line-height'), '--title-fz': font('font-size') };
  return h(`h${order}`, root('Title', mantineClasses.Title), { ...attributes, 'data-order': String(order), ...vars }, text);
}
