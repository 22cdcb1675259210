// One error type for every failed call (docs/architecture.md "Errors are values with a type"), carrying
// the docs/product.md §8 message a feature can show as it is.

export type ApiErrorKind =
  /** fetch itself failed: offline, DNS, CORS. */
  | 'network'
  /** A money action was not sent: the browser is offline (src/api/money-action.ts). */
  | 'offline'
  /** The caller (React Query) cancelled the request. */
  | 'aborted'
  /** HTTP 500. */
  | 'server'
  /** HTTP 401: the session is over (except for Authenticate, where it is a refused login). */
  | 'unauthorized'
  /** Any other non-2xx status. */
  | 'http'
  /** HTTP 2xx with success:false. */
  | 'rejected'
  /** The response broke the OpenAPI schema: reported, never rendered. */
  | 'schema';

export interface SchemaIssue {
  /** Where in the response body, e.g. 'result.openBets.0.stake'. */
  path: string;
  message: string;
}

export const NETWORK_ERROR_MESSAGE = 'Please Check Your Network Connection...';
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal Server Error';
export const REQUEST_ABORTED_MESSAGE = 'Request aborted';
export const OFFLINE_NOTHING_SENT_MESSAGE = 'You are offline: nothing was sent';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** 'POST /Bet/PlaceBetV2' */
  readonly operation: string;
  readonly status: number | undefined;
  /** The parsed response body, when there was one. */
  readonly body: unknown;
  readonly issues: readonly SchemaIssue[];

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    operation: string;
    status?: number;
    body?: unknown;
    issues?: readonly SchemaIssue[];
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status;
    this.body = init.body;
    this.issues = init.issues ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export { errorMessage } from '@/lib/error-message';
