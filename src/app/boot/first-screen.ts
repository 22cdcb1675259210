// What the boot chunk (src/app/main.tsx) and the early-loads script (./early-loads-script.ts) agree on
// about a phone's painted first screen (./first-paint.ts). A module of constants only: the early-loads
// script is a download of every first visit.

/** A phone's main layout: the sports menu folded, nothing beside the page ($mantine-breakpoint-sm). */
export const PHONE_LAYOUT = '(max-width: 47.99em)';

/**
 * Dispatched on `document` by the boot once the first screen is painted, or once it knows it paints
 * nothing. A phone's market page holds its screen's chunk hints until then (./early-loads.ts): the
 * painted heading needs only the boot chunk, the first answers and the app's style sheet, and on a
 * slow link the thirty chunks took that bandwidth from them.
 */
export const FIRST_SCREEN_SETTLED = 'exchange:first-screen-settled';
