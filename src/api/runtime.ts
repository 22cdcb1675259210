import { $ZodError } from 'zod/v4/core';
import { appConfig } from '@/config/env';
import { requestFailedText, unexpectedResponseText } from '@/lib/error-message';
import { readString, storageKeys, subscribe } from '@/lib/storage';
import { resolveApiBaseUrl } from './base-url';
import { outgoingBody, outgoingQueryValue } from './credentials';
import { ApiError, INTERNAL_SERVER_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, REQUEST_ABORTED_MESSAGE, type SchemaIssue } from './errors';
import type { ResolvedRequestOptions } from './generated/client';
import { client as generatedClient } from './generated/client.gen';
import { stripResponseHtml } from './html-fields';
import { isExcludedFromInFlight, joinInFlight } from './in-flight';
import { emitSessionEnded, saysNotLoggedIn } from './session-ended';
import type { serverErrorMessage as ServerErrorMessage } from './server-error-message';
import { operationKey, prefetchOperationSchemas, validateRequest, validateResponse, whenPageIdle } from './validation';

// Why: docs/decisions/0011-api-runtime.md

type Client = typeof generatedClient;
type Options = ResolvedRequestOptions;

interface RequestState {
  operation: string;
  /** False for CDN, IP and casino hosts ("relative URLs", docs/product.md §5). */
  isApiCall: boolean;
  leaveInFlight: ((outcome: 'success' | 'error') => void) | undefined;
  sentToken: string | null;
}

const AUTHENTICATE_PATH = '/Account/Authenticate';

function operationOf(options: Options, request: Request): string {
  return operationKey(request.method, options.url);
}

function isAbort(error: unknown): boolean {
  // jsdom's DOMException is not an Error: look at the name.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

function envelopeMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, result } = body as { error?: unknown; result?: unknown };
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  if (typeof result === 'string' && result.trim() !== '') return result;
  return undefined;
}

function schemaIssues(error: $ZodError): SchemaIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(root)', message: issue.message }));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface RuntimeContext {
  readonly states: WeakMap<Request, RequestState>;
  readonly currentBaseUrl: () => string;
}

function requestSanitizer(context: RuntimeContext) {
  return (request: Request, options: Options): Request => {
    const apiBase = context.currentBaseUrl();
    if (!request.url.startsWith(`${apiBase}/`)) return request;
    const operation = operationOf(options, request);
    const url = new URL(request.url);
    const query = new URLSearchParams();
    url.searchParams.forEach((value, key) => query.append(key, outgoingQueryValue(operation, key, value)));
    url.search = query.toString();
    // Copied one by one: undici's Headers(init) drops all but Content-Type for a multipart body.
    const headers = new Headers();
    request.headers.forEach((value, key) => headers.set(key, value));
    let body: BodyInit | null = null;
    if (options.body !== undefined && options.body !== null) {
      const cleaned = outgoingBody(operation, options.body);
      const serialized: unknown = options.bodySerializer ? options.bodySerializer(cleaned) : cleaned;
      if (serialized instanceof FormData) headers.delete('Content-Type'); // a new boundary is set by fetch
      body = serialized as BodyInit;
    }
    return new Request(url, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
      redirect: request.redirect,
      cache: request.cache,
    });
  };
}

function wrapResponseValidation(options: Options, operation: string, state: RequestState): void {
  const validate = options.responseValidator ?? ((data: unknown) => validateResponse(operation, data));
  // The client drops the validator's output: the transformer hands it on.
  let parsed: { value: unknown } | undefined;
  options.responseValidator = async (data: unknown) => {
    try {
      const validated = await validate(data);
      parsed = { value: validated === undefined ? data : validated };
      state.leaveInFlight?.('success');
      return validated;
    } catch (error) {
      state.leaveInFlight?.('error');
      if (!(error instanceof $ZodError)) throw error;
      const issues = schemaIssues(error);
      const first = issues[0];
      throw new ApiError({
        kind: 'schema',
        message: unexpectedResponseText(operation, first),
        operation,
        body: data,
        issues,
        cause: error,
      });
    }
  };
  const transform = options.responseTransformer;
  options.responseTransformer = async (data: unknown) => {
    const value = parsed ? parsed.value : data;
    return transform ? transform(value) : value;
  };
}

function requestTracker(context: RuntimeContext) {
  return (request: Request, options: Options): Request => {
    const operation = operationOf(options, request);
    const state: RequestState = {
      operation,
      isApiCall: request.url.startsWith(`${context.currentBaseUrl()}/`),
      leaveInFlight: isExcludedFromInFlight(request.url) ? undefined : joinInFlight(operation),
      sentToken: bearerOf(request),
    };
    context.states.set(request, state);
    // Aborted while its body is read: nothing else runs.
    request.signal.addEventListener('abort', () => state.leaveInFlight?.('error'), { once: true });
    wrapResponseValidation(options, operation, state);
    return request;
  };
}

/** The 401 rule: docs/decisions/0011-api-runtime.md */
function endsCurrentSession(state: RequestState | undefined): boolean {
  const stored = readString(storageKeys.accessToken);
  return state === undefined || stored === null || state.sentToken === stored;
}

function responseChecker(context: RuntimeContext) {
  return async (response: Response, request: Request, options: Options): Promise<Response> => {
    const state = context.states.get(request);
    const operation = state?.operation ?? operationOf(options, request);
    if (!response.ok) return response; // the error interceptor maps it
    const body = await readJson(response);
    if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) {
      state?.leaveInFlight?.('error');
      const message = envelopeMessage(body) ?? requestFailedText(response.status);
      if (saysNotLoggedIn(message) && endsCurrentSession(state)) emitSessionEnded('not-logged-in');
      throw new ApiError({ kind: 'rejected', message, operation, status: response.status, body });
    }
    if (body === undefined) state?.leaveInFlight?.('success'); // nothing to validate
    if (!state?.isApiCall || typeof body !== 'object' || body === null) return response;
    return new Response(JSON.stringify(stripResponseHtml(options.url, body)), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

let serverMessages: Promise<{ serverErrorMessage: typeof ServerErrorMessage }> | undefined;

/** Off the first route; without its chunk, 'Internal Server Error'. */
async function serverMessage(...candidates: (string | undefined)[]): Promise<string> {
  serverMessages ??= import('./server-error-message').catch((error: unknown) => {
    serverMessages = undefined;
    throw error;
  });
  return serverMessages.then(
    (module) => module.serverErrorMessage(...candidates),
    () => INTERNAL_SERVER_ERROR_MESSAGE,
  );
}

function networkError(operation: string, cause: unknown): ApiError {
  return new ApiError({ kind: 'network', message: NETWORK_ERROR_MESSAGE, operation, cause });
}

// No request: the client failed before building one; its error goes as it is.
function errorMapper(context: RuntimeContext) {
  return async (error: unknown, response: Response | undefined, request: Request | undefined, options: Options): Promise<unknown> => {
    if (!request) return error;
    const state = context.states.get(request);
    state?.leaveInFlight?.('error');
    const operation = state?.operation ?? operationOf(options, request);
    if (error instanceof ApiError) return error;
    if (!response) {
      return isAbort(error)
        ? new ApiError({ kind: 'aborted', message: REQUEST_ABORTED_MESSAGE, operation, cause: error })
        : networkError(operation, error);
    }
    const status = response.status;
    const body = error;
    const fromEnvelope = envelopeMessage(body);
    if (status === 401) {
      const isLogin = options.url === AUTHENTICATE_PATH;
      // A casino provider refusing its casino token says nothing about the exchange session.
      if (!isLogin && state?.isApiCall !== false && endsCurrentSession(state)) emitSessionEnded('unauthorized');
      return new ApiError({
        kind: 'unauthorized',
        message: fromEnvelope ?? requestFailedText(status),
        operation,
        status,
        body,
      });
    }
    if (saysNotLoggedIn(fromEnvelope) && endsCurrentSession(state)) emitSessionEnded('not-logged-in');
    if (status === 500) {
      const text = typeof body === 'string' ? body : undefined;
      return new ApiError({
        kind: 'server',
        message: await serverMessage(fromEnvelope, text, response.statusText),
        operation,
        status,
        body,
      });
    }
    return new ApiError({
      kind: 'http',
      message: fromEnvelope ?? requestFailedText(status),
      operation,
      status,
      body,
    });
  };
}

export function installApiRuntime(client: Client = generatedClient): () => void {
  const config = appConfig();
  const states = new WeakMap<Request, RequestState>();
  const currentBaseUrl = () => resolveApiBaseUrl(readString(storageKeys.baseUrl), config.apiBaseUrl);

  const applyBaseUrl = () => client.setConfig({ baseUrl: currentBaseUrl() });
  applyBaseUrl();
  const stopWatchingBaseUrl = subscribe(storageKeys.baseUrl, applyBaseUrl);

  client.setConfig({
    throwOnError: true,
    auth: () => readString(storageKeys.accessToken) ?? undefined,
    // Without the schemas' chunk nothing is sent: a network error.
    requestValidator: async (data: unknown) => {
      const options = data as Options;
      const operation = operationKey(options.method, options.url);
      await validateRequest(operation, options).catch((error: unknown) => {
        if (error instanceof $ZodError) throw error;
        throw networkError(operation, error);
      });
    },
  });

  prefetchOperationSchemas();
  whenPageIdle(() => void serverMessage());
  const context: RuntimeContext = { states, currentBaseUrl };
  const ids = [client.interceptors.request.use(requestSanitizer(context)), client.interceptors.request.use(requestTracker(context))];
  const responseId = client.interceptors.response.use(responseChecker(context));
  const errorId = client.interceptors.error.use(errorMapper(context));

  return () => {
    client.setConfig({ requestValidator: undefined });
    stopWatchingBaseUrl();
    ids.forEach((id) => client.interceptors.request.eject(id));
    client.interceptors.response.eject(responseId);
    client.interceptors.error.eject(errorId);
  };
}
