// Our proposal; enforced in mocks/db/services/protection.ts.
import type {
  GetPlayerProtectionResponse,
  GetSessionSummaryResponse,
  SelfExcludeResponse,
  SetProtectionLimitResponse,
  SetRealityCheckResponse,
  TakeTimeOutResponse,
} from '../../src/api/generated/types.gen';
import {
  zGetPlayerProtectionResponse,
  zGetSessionSummaryQuery,
  zGetSessionSummaryResponse,
  zSelfExcludeBody,
  zSelfExcludeResponse,
  zSetProtectionLimitBody,
  zSetProtectionLimitResponse,
  zSetRealityCheckBody,
  zSetRealityCheckResponse,
  zTakeTimeOutBody,
  zTakeTimeOutResponse,
} from '../../src/api/generated/zod.gen';
import { playerProtection, selfExclude, sessionSummary, setLimit, setRealityCheck, takeTimeOut } from '../db/services/protection';
import { defineRoute, ok } from './shared/route';

const BASE = '/api/services/app/ResponsibleGambling';

export const responsibleGamblingHandlers = [
  defineRoute({
    method: 'get',
    path: `${BASE}/GetProtection`,
    auth: 'required',
    response: zGetPlayerProtectionResponse,
    handle: ({ state, user, nowMs }) => ok<GetPlayerProtectionResponse>(playerProtection(state, user, nowMs)),
  }),
  defineRoute({
    method: 'post',
    path: `${BASE}/SetLimit`,
    auth: 'required',
    body: zSetProtectionLimitBody,
    response: zSetProtectionLimitResponse,
    handle: ({ state, user, body, nowMs }) =>
      ok<SetProtectionLimitResponse>(setLimit(state, user, body.kind, body.period, body.amount, nowMs)),
  }),
  defineRoute({
    method: 'post',
    path: `${BASE}/SetRealityCheck`,
    auth: 'required',
    body: zSetRealityCheckBody,
    response: zSetRealityCheckResponse,
    handle: ({ state, user, body, brand, nowMs }) =>
      ok<SetRealityCheckResponse>(
        setRealityCheck(state, user, body.intervalMinutes, brand.responsibleGambling?.realityCheckOffAllowed === true, nowMs),
      ),
  }),
  defineRoute({
    method: 'get',
    path: `${BASE}/GetSessionSummary`,
    auth: 'required',
    query: zGetSessionSummaryQuery,
    response: zGetSessionSummaryResponse,
    handle: ({ state, user, query, nowMs }) => ok<GetSessionSummaryResponse>(sessionSummary(state, user, Date.parse(query.since), nowMs)),
  }),
  defineRoute({
    method: 'post',
    path: `${BASE}/TakeTimeOut`,
    auth: 'required',
    body: zTakeTimeOutBody,
    response: zTakeTimeOutResponse,
    handle: ({ state, user, body, nowMs }) => ok<TakeTimeOutResponse>(takeTimeOut(state, user, body.length, nowMs)),
  }),
  defineRoute({
    method: 'post',
    path: `${BASE}/SelfExclude`,
    auth: 'required',
    body: zSelfExcludeBody,
    response: zSelfExcludeResponse,
    handle: ({ state, user, body, nowMs }) => ok<SelfExcludeResponse>(selfExclude(state, user, body.length, nowMs)),
  }),
];
