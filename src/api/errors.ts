// One error type for every failed call. Why: docs/decisions/0011-api-runtime.md

export type ApiErrorKind =
  /** Offline, DNS, CORS. */
  | 'network'
  /** A money action not sent while offline. */
  | 'offline'
  | 'aborted'
  | 'server'
  /** HTTP 401; on Authenticate, a refused login. */
  | 'unauthorized'
  | 'http'
  /** HTTP 2xx with success:false. */
  | 'rejected'
  /** Reported, never rendered. */
  | 'schema';

export interface SchemaIssue {
  /** 'result.openBets.0.stake' */
  path: string;
  message: string;
}

// In English here; errorMessage() translates them when shown.
export {
  INTERNAL_SERVER_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_NOTHING_SENT_MESSAGE,
  REQUEST_ABORTED_MESSAGE,
} from '@/lib/error-message';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** 'POST /Bet/PlaceBetV2' */
  readonly operation: string;
  readonly status: number | undefined;
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

export { errorMessage, errorText } from '@/lib/error-message';
