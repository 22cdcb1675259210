import type { ClaimBonusResponse, GetBonusesResponse } from '../../src/api/generated/types.gen';
import { zClaimBonusQuery, zClaimBonusResponse, zGetBonusesResponse } from '../../src/api/generated/zod.gen';
import { claimBonus } from '../db/services/wallet';
import { defineRoute, ok } from './shared/route';

export const bonusHandlers = [
  defineRoute({
    method: 'get',
    path: '/Bonus/GetBonuses',
    auth: 'required',
    response: zGetBonusesResponse,
    handle: ({ state, user }) =>
      ok<GetBonusesResponse>(state.bonuses.filter((bonus) => bonus.userId === user.id).map(({ userId: _userId, ...bonus }) => bonus)),
  }),
  defineRoute({
    method: 'get',
    path: '/Bonus/Claim',
    auth: 'required',
    query: zClaimBonusQuery,
    response: zClaimBonusResponse,
    handle: ({ state, user, query, nowMs }) => ok<ClaimBonusResponse>(claimBonus(state, user, query.bonusId, nowMs)),
  }),
];
