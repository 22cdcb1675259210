import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sports-screen.module.css';

interface SportsScreenProps {
  children: ReactNode;
}

export function SportsScreen({ children }: SportsScreenProps) {
  return (
    <Stack gap="lg" className={classes.screen}>
      {children}
    </Stack>
  );
}
