import type { AddUserStakesResponse, GetUserStakesResponse } from '../../src/api/generated/types.gen';
import { zAddUserStakesBody, zAddUserStakesResponse, zGetUserStakesQuery, zGetUserStakesResponse } from '../../src/api/generated/zod.gen';
import { defineRoute, ok } from './shared/route';

export const userStakeHandlers = [
  defineRoute({
    method: 'get',
    path: '/UserStake/GetByUser',
    auth: 'required',
    // userId is ignored for players: the token decides whose stakes these are.
    query: zGetUserStakesQuery,
    response: zGetUserStakesResponse,
    handle: ({ user }) => ok<GetUserStakesResponse>(user.stakes.map((stake) => ({ ...stake }))),
  }),
  defineRoute({
    method: 'post',
    path: '/UserStake/Add',
    auth: 'required',
    body: zAddUserStakesBody,
    response: zAddUserStakesResponse,
    handle: ({ user, body }) => {
      user.stakes = body.map((stake) => ({ ...stake }));
      return ok<AddUserStakesResponse>('Stakes saved');
    },
  }),
];
