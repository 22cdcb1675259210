import { isCasinoActive } from '@/features/sports';

// docs/product.md §4, §6; the "active" half is the sports feature's, so the rule exists once.

export interface CasinoVisibilityInputs {
  domainCasino: boolean | undefined;
  signedIn: boolean;
  casinoIsEmpty: boolean;
  deviceGameCount: number;
}

export interface CasinoVisibility {
  /** docs/product.md §4: casino off sends every casino route to /. */
  routesBlocked: boolean;
  /** The lobby entry links only when active. */
  active: boolean;
}

export function casinoVisibility({ domainCasino, signedIn, casinoIsEmpty, deviceGameCount }: CasinoVisibilityInputs): CasinoVisibility {
  return {
    // A missing setting counts as off.
    routesBlocked: domainCasino !== true,
    active: isCasinoActive({
      viewer: signedIn ? { kind: 'player', sports: null } : { kind: 'visitor' },
      domain: domainCasino === undefined ? undefined : { casino: domainCasino },
      casino: { casinoIsEmpty, deviceGameCount },
    }),
  };
}
