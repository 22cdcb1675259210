// The ABP envelopes the real backend answers with (openapi/exchange.yaml, "Conventions").
import { HttpResponse } from 'msw';
import type { AbpFailure, ProtectionRefusal } from '../../../src/api/generated/types.gen';

export const NOT_LOGGED_IN = 'Current user did not login to the application!';
export const INVALID_REQUEST = 'Your request is not valid!';
export const INTERNAL_ERROR = 'An internal error occurred during your request!';

export interface ValidationProblem {
  message: string;
  members: string[];
}

export function abpSuccessBody<T>(result: T): { success: true; result: T; error: null; unAuthorizedRequest: false; __abp: true } {
  return { success: true, result, error: null, unAuthorizedRequest: false, __abp: true };
}

export function abpFailureBody(
  message: string,
  options: {
    unauthorized?: boolean;
    details?: string | null;
    validationErrors?: ValidationProblem[];
    detail?: { code: number; protection: ProtectionRefusal };
  } = {},
): AbpFailure {
  return {
    success: false,
    result: null,
    error: {
      code: options.detail?.code ?? 0,
      message,
      details: options.details ?? null,
      ...(options.detail ? { protection: options.detail.protection } : {}),
      ...(options.validationErrors ? { validationErrors: options.validationErrors } : {}),
    },
    unAuthorizedRequest: options.unauthorized ?? false,
    __abp: true,
  };
}

/** HTTP 500 + success:false: a business rule refused (UserFriendlyException) or the server failed. */
export function businessFailure(message: string, detail?: { code: number; protection: ProtectionRefusal }): Response {
  return HttpResponse.json(abpFailureBody(message, detail ? { detail } : {}), { status: 500 });
}

export function unauthorized(): Response {
  return HttpResponse.json(abpFailureBody(NOT_LOGGED_IN, { unauthorized: true }), { status: 401 });
}

/** HTTP 400 with ABP's validation shape: a readable list in `details`, one entry per problem. */
export function validationFailure(problems: ValidationProblem[]): Response {
  const details = `The following errors were detected during validation.\n${problems.map((problem) => ` - ${problem.message}`).join('\n')}`;
  return HttpResponse.json(abpFailureBody(INVALID_REQUEST, { details, validationErrors: problems }), { status: 400 });
}
