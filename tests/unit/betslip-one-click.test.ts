import { describe, expect, it } from 'vitest';
import { ONE_CLICK_OFF, oneClickOf, oneClickStake, oneClickStoreSchema, withOneClick } from '@/features/betslip/model/one-click';

// One-click betting: off by default, kept per player, placing only with a stake chosen.

describe('one-click setting per player', () => {
  it('is off for a player who never set it, and for nobody signed in', () => {
    expect(oneClickOf(null, 'demo')).toEqual(ONE_CLICK_OFF);
    expect(oneClickOf({ player1: { on: true, stake: 500 } }, 'demo')).toEqual(ONE_CLICK_OFF);
    expect(oneClickOf({ demo: { on: true, stake: 500 } }, null)).toEqual(ONE_CLICK_OFF);
  });

  it("keeps each player's own setting", () => {
    const both = withOneClick(withOneClick(null, 'demo', { on: true, stake: 500 }), 'player1', { on: false, stake: 1000 });
    expect(oneClickOf(both, 'demo')).toEqual({ on: true, stake: 500 });
    expect(oneClickOf(both, 'player1')).toEqual({ on: false, stake: 1000 });
    expect(oneClickStoreSchema.safeParse(both).success).toBe(true);
  });

  it.each([
    { setting: { on: true, stake: 500 }, stake: 500 },
    { setting: { on: false, stake: 500 }, stake: null },
    { setting: { on: true, stake: null }, stake: null },
  ])('places at once only when on with a stake: $setting → $stake', ({ setting, stake }) => {
    expect(oneClickStake(setting)).toBe(stake);
  });

  it('reads a stored value that is not its shape as nothing', () => {
    expect(oneClickStoreSchema.safeParse({ demo: { on: 'yes', stake: -1 } }).success).toBe(false);
  });
});
