import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './account-screen.module.css';

interface AccountScreenProps {
  title: string;
  children: ReactNode;
}

/** The frame of each account screen: its heading and content. */
export function AccountScreen({ title, children }: AccountScreenProps) {
  return (
    <Stack gap="md" className={classes.screen}>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
