import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './screen-frame.module.css';

interface ScreenFrameProps {
  title: string;
  children: ReactNode;
}

export function ScreenFrame({ title, children }: ScreenFrameProps) {
  return (
    <Stack gap="md" className={classes.screen}>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
