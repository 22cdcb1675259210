import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { openModal } from '@/features/session';

/** docs/product.md §2 modal-login, back to these prices. */
export function LoginPrompt({ selectionKey }: { selectionKey: string }) {
  const { t } = useLingui();
  const location = useLocation();
  const to = `${location.pathname}${location.search}`;
  useEffect(() => {
    openModal('modal-login', { to });
    // Once per clicked price, not on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectionKey]);
  return (
    <Stack gap={4} mt="xs" data-testid="bet-slip-login">
      <Text size="sm">{t`Log in to place a bet.`}</Text>
      <Button size="xs" aria-haspopup="dialog" onClick={() => openModal('modal-login', { to })}>
        {t`Log in`}
      </Button>
    </Stack>
  );
}
