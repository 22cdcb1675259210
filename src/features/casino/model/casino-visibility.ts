import { isCasinoActive } from '@/features/sports';

// docs/product.md §4 "Sport visibility" (casino) and "Casino and in-play", as one pure rule. The "active" half
// is the sports feature's isCasinoActive (the navigation's casino entry uses it), reused here so the
// rule exists once; this adds the route blocking of docs/product.md §4/§6.

export interface CasinoVisibilityInputs {
  /** The brand's casino setting; undefined until the domain settings load. */
  domainCasino: boolean | undefined;
  signedIn: boolean;
  /** The stored casino_is_empty flag (docs/product.md §3). */
  casinoIsEmpty: boolean;
  /** Games in the device's stored list: the mobile list under 769 px (docs/product.md §4, §9). */
  deviceGameCount: number;
}

export interface CasinoVisibility {
  /** docs/product.md §4: every casino and lobby route sends everyone to / when the brand has casino off. */
  routesBlocked: boolean;
  /** docs/product.md §4: a player unless casino_is_empty; a visitor when the brand has casino on and the
   * device's stored game list is non-empty. The lobby entry links only when active. */
  active: boolean;
}

export function casinoVisibility({ domainCasino, signedIn, casinoIsEmpty, deviceGameCount }: CasinoVisibilityInputs): CasinoVisibility {
  return {
    // A missing setting counts as off: nothing is offered that the brand did not switch on.
    routesBlocked: domainCasino !== true,
    active: isCasinoActive({
      viewer: signedIn ? { kind: 'player', sports: null } : { kind: 'visitor' },
      domain: domainCasino === undefined ? undefined : { casino: domainCasino },
      casino: { casinoIsEmpty, deviceGameCount },
    }),
  };
}
