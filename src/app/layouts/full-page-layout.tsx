import { ScreenOutlet } from '../screen-outlet';

/** docs/product.md §2 full-page layout. */
export function FullPageLayout() {
  return (
    <main>
      <ScreenOutlet />
    </main>
  );
}
