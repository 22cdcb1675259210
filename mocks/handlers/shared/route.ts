// Success bodies are checked against the generated schema: a drifting mock fails, not the app.
import { HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { quickHttp } from './quick-http';
import type * as z from 'zod';
import type { DomainSetting } from '../../../src/api/generated/types.gen';
import { resolveBrand } from '../../brand';
import { getState, nowMs } from '../../db';
import { BusinessError, RequestValidationError, UnauthorizedError } from '../../db/errors';
import { userForAccessToken } from '../../db/services/users';
import type { MockState, UserRecord } from '../../db/types';
import { applyFaults, applyFaultsAfter, earlyAnswerLoss } from '../../faults';
import { sleep } from '../../runtime-settings';
import { injectXssResponse } from '../../xss/inject';
import {
  INTERNAL_ERROR,
  abpFailureBody,
  abpSuccessBody,
  businessFailure,
  unauthorized,
  validationFailure,
  type ValidationProblem,
} from './envelope';
import { parseJsonBody, parseParams, parseQuery } from './parse';
import { bearerTokenOf } from './request-info';

/** required: 401 without a valid token; optional (`{}` in security): anonymous if none; none: ignored. */
export type Auth = 'required' | 'optional' | 'none';

export type Reply = { status: number; body: unknown } | Response;

/** Name the operation's response type: `ok<GetUserOddsResponse>(result)`. */
export function ok<R extends { result?: unknown } = never>(result: R['result']): Reply {
  return { status: 200, body: abpSuccessBody(result) };
}

/** A body outside the ABP envelope (casino providers, CDN files, OAuth). */
export function plain<T = never>(body: T, status = 200): Reply {
  return { status, body };
}

type QueryOf<S> = S extends z.ZodObject ? z.output<S> : undefined;
type BodyOf<S> = S extends 'multipart' ? FormData : S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<A extends Auth, QS, BS, PS> {
  request: Request;
  url: URL;
  query: QueryOf<QS>;
  body: BodyOf<BS>;
  params: QueryOf<PS>;
  state: MockState;
  brand: DomainSetting;
  user: A extends 'required' ? UserRecord : UserRecord | null;
  nowMs: number;
}

export interface RouteSpec<A extends Auth, QS, BS, PS> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** As the OpenAPI file writes it; any origin matches. */
  path: string;
  auth: A;
  envelope?: 'abp' | 'plain';
  query?: QS;
  body?: BS;
  params?: PS;
  response?: z.ZodType;
  handle: (context: RouteContext<A, QS, BS, PS>) => Reply | Promise<Reply>;
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  return new HttpResponse(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
}

function plainFailure(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status });
}

export function defineRoute<
  A extends Auth,
  QS extends z.ZodObject | undefined = undefined,
  BS extends z.ZodType | 'multipart' | undefined = undefined,
  PS extends z.ZodObject | undefined = undefined,
>(spec: RouteSpec<A, QS, BS, PS>): HttpHandler {
  const envelope = spec.envelope ?? 'abp';
  const label = `${spec.method.toUpperCase()} ${spec.path}`;

  return quickHttp[spec.method](`*${spec.path}`, async (info) => {
    const lost = earlyAnswerLoss(info.request, envelope);
    if (lost) {
      // The handler goes on; only its answer is lost.
      void resolve(info).catch(() => undefined);
      await sleep(lost.ms);
      return lost.response ?? new Response(null, { status: 500 });
    }
    const answer = await resolve(info);
    return applyFaultsAfter(info.request, envelope) ?? injectXssResponse(answer, spec.response);
  });

  async function resolve({ request, params }: { request: Request; params: PathParams }): Promise<Response> {
    const fault = await applyFaults(request, envelope);
    if (fault) return fault;
    const state = getState();
    const now = nowMs();
    const url = new URL(request.url);
    try {
      const token = spec.auth === 'none' ? null : bearerTokenOf(request);
      const user = token ? (userForAccessToken(state, token, now) ?? null) : null;
      if (spec.auth === 'required' && !user) return envelope === 'abp' ? unauthorized() : plainFailure(401, 'Session expired');

      const problems: ValidationProblem[] = [];
      const query = spec.query ? parseQuery(spec.query, url) : { ok: true as const, value: undefined };
      if (!query.ok) problems.push(...query.problems);
      const path = spec.params ? parseParams(spec.params, params) : { ok: true as const, value: undefined };
      if (!path.ok) problems.push(...path.problems);
      let body: unknown;
      if (spec.body === 'multipart') {
        body = await request.formData().catch(() => {
          problems.push({ message: 'body: a multipart/form-data body is required', members: [] });
          return undefined;
        });
      } else if (spec.body) {
        const parsed = await parseJsonBody(spec.body, request);
        if (parsed.ok) body = parsed.value;
        else problems.push(...parsed.problems);
      }
      if (problems.length > 0 || !query.ok || !path.ok) {
        return envelope === 'abp' ? validationFailure(problems) : plainFailure(400, problems.map((p) => p.message).join('; '));
      }

      // Parsed by the schemas the context type is computed from; TypeScript cannot follow that.
      const context = {
        request,
        url,
        query: query.value,
        body,
        params: path.value,
        state,
        brand: resolveBrand(state, request),
        user,
        nowMs: now,
      } as RouteContext<A, QS, BS, PS>;
      const reply = await spec.handle(context);
      return selfCheck(reply, spec.response, label);
    } catch (error) {
      if (error instanceof BusinessError)
        return envelope === 'abp' ? businessFailure(error.message, error.detail) : plainFailure(500, error.message);
      if (error instanceof RequestValidationError) {
        const problem = { message: error.message, members: error.members };
        return envelope === 'abp' ? validationFailure([problem]) : plainFailure(400, error.message);
      }
      if (error instanceof UnauthorizedError) return envelope === 'abp' ? unauthorized() : plainFailure(401, error.message);
      console.error(`[mock] ${label} threw`, error);
      return envelope === 'abp' ? businessFailure(INTERNAL_ERROR) : plainFailure(500, INTERNAL_ERROR);
    }
  }
}

function selfCheck(reply: Reply, schema: z.ZodType | undefined, label: string): Response {
  if (reply instanceof Response || !schema || reply.status !== 200) return toResponse(reply);
  const checked = schema.safeParse(reply.body);
  if (checked.success) return toResponse(reply);
  const message = `Mock response for ${label} breaks the OpenAPI schema: ${checked.error.issues
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ')}`;
  console.error(`[mock] ${message}`);
  return HttpResponse.json(abpFailureBody(message), { status: 500 });
}
