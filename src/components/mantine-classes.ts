// The class names of the Mantine components a phone's first paint writes (src/components/first-paint-dom.ts),
// as Mantine's own CSS modules name them. Written out rather than read from the components (`Stack.classes`):
// the first paint runs in the boot chunk, before the app, and importing a component from '@mantine/core' brings
// the library's whole barrel into that chunk. tests/unit/mantine-classes.test.ts holds these to the
// components' own `classes`, so a Mantine upgrade that renames one fails there.

export const mantineClasses = {
  ActionIcon: { root: 'm_8d3f4000' },
  Anchor: { root: 'm_849cf0da' },
  Badge: { root: 'm_347db0ec', label: 'm_5add502a' },
  Stack: { root: 'm_6d731127' },
  Text: { root: 'm_b6d8b162' },
  Title: { root: 'm_8a5d1357' },
  VisuallyHidden: { root: 'm_515a97f8' },
} as const;
