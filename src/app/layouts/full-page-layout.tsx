import { ScreenOutlet } from '../screen-outlet';

/** docs/product.md §2 full-page layout: error, maintenance and test pages, no header or navigation. */
export function FullPageLayout() {
  return (
    <main>
      <ScreenOutlet />
    </main>
  );
}
