import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sports-frame.module.css';

interface SportsFrameProps {
  children: ReactNode;
}

export function SportsFrame({ children }: SportsFrameProps) {
  return (
    <Stack gap="lg" className={classes.screen}>
      {children}
    </Stack>
  );
}
