import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './payments-screen.module.css';

interface PaymentsScreenProps {
  title: string;
  children: ReactNode;
}

/** The frame of each payments screen: its heading and content. */
export function PaymentsScreen({ title, children }: PaymentsScreenProps) {
  return (
    <Stack gap="md" className={classes.screen}>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
