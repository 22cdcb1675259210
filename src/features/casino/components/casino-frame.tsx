import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsSignedIn } from '@/features/session';
import { CasinoBalance } from './casino-balance';
import classes from './casino.module.css';

interface CasinoFrameProps {
  title: string;
  children: ReactNode;
}

export function CasinoFrame({ title, children }: CasinoFrameProps) {
  const signedIn = useIsSignedIn();
  return (
    <Stack gap="md" className={classes.screen}>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={1}>{title}</Title>
        {signedIn && <CasinoBalance />}
      </Group>
      {children}
    </Stack>
  );
}
