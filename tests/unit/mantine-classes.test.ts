import { ActionIcon, Anchor, Badge, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { mantineClasses } from '@/components/mantine-classes';

describe('the first paint’s Mantine class names', () => {
  it('are the ones the components render', () => {
    const components = { ActionIcon, Anchor, Badge, Stack, Text, Title, VisuallyHidden };
    for (const [name, classes] of Object.entries(mantineClasses)) {
      const own = components[name as keyof typeof components].classes as Record<string, string>;
      for (const [part, className] of Object.entries(classes))
        expect({ name, part, className }).toEqual({ name, part, className: own[part] });
    }
  });
});
