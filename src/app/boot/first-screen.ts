// Constants only: the early-loads script imports this, and it is in every first visit.

export const PHONE_LAYOUT = '(max-width: 47.99em)';

/** Once the boot's first screen is painted, or known not to be. */
export const FIRST_SCREEN_SETTLED = 'exchange:first-screen-settled';
