// Written out: a Mantine import would bring its barrel into the boot chunk.

export const mantineClasses = {
  ActionIcon: { root: 'm_8d3f4000' },
  Anchor: { root: 'm_849cf0da' },
  Badge: { root: 'm_347db0ec', label: 'm_5add502a' },
  Stack: { root: 'm_6d731127' },
  Text: { root: 'm_b6d8b162' },
  Title: { root: 'm_8a5d1357' },
  VisuallyHidden: { root: 'm_515a97f8' },
} as const;
