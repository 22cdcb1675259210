import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { loadEventMarkets } from '@/features/markets';
import { loadMultimarketPage } from '@/features/sports';

const EventMarkets = lazy(loadEventMarkets);

/** docs/product.md §2, §4; composed here because features do not import each other's pages. */
export async function loadComposedMultimarketPage(): Promise<ComponentType> {
  const MultimarketPage = await loadMultimarketPage();
  return function ComposedMultimarketPage() {
    const { t } = useLingui();
    return (
      <MultimarketPage
        renderEventMarkets={(event) => {
          const title = event.title;
          return (
            <Suspense fallback={<Loader size="sm" role="status" aria-label={t`Loading the markets of ${title}`} />}>
              <EventMarkets eventId={event.id} />
            </Suspense>
          );
        }}
      />
    );
  };
}
