import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { useFancyBook } from '../hooks/use-fancy-book';

const FancyBookModal = lazyDialog(() => import('./fancy-book-modal').then((module) => module.FancyBookModal));

/** Nothing without bets on the line. */
export function FancyBookButton({ bookMarketId, lineName }: { bookMarketId: number; lineName: string }) {
  const { t } = useLingui();
  const rows = useFancyBook(bookMarketId);
  const [opened, modal] = useDisclosure(false);
  const offered = rows !== undefined && rows.length > 0;
  useEffect(() => {
    if (offered) FancyBookModal.preload();
  }, [offered]);
  if (!offered) return null;
  return (
    <>
      <Button size="compact-xs" variant="default" onClick={modal.open} aria-haspopup="dialog" aria-label={t`Book of ${lineName}`}>
        {t`Book`}
      </Button>
      <FancyBookModal.Dialog lineName={lineName} rows={rows} opened={opened} onClose={modal.close} />
    </>
  );
}
