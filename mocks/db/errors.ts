import type { ProtectionRefusal } from '../../src/api/generated/types.gen';

// A business refusal (ABP UserFriendlyException): HTTP 500, success:false, as the real backend.
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
  constructor(
    message: string,
    /** Our proposal, openapi ProtectionRefusal. */
    readonly detail?: { code: number; protection: ProtectionRefusal },
  ) {
    super(message);
  }
}

/** An expired or unknown token where the operation needs one: HTTP 401. */
export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
}

export function refuse(message: string): never {
  throw new BusinessError(message);
}

/** Input the schemas cannot express (a multipart file part): HTTP 400. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  constructor(
    message: string,
    readonly members: string[] = [],
  ) {
    super(message);
  }
}
