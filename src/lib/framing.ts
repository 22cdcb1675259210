// A <meta> CSP cannot carry frame-ancestors (docs/security.md): features a framing page could abuse check this.

export interface FrameFacts {
  readonly self: unknown;
  readonly top: { readonly location: { readonly origin: string } } | null;
  readonly location: { readonly origin: string; readonly ancestorOrigins?: ArrayLike<string> };
}

export function framedByAnotherOrigin(view: FrameFacts): boolean {
  let top: FrameFacts['top'];
  try {
    top = view.top;
  } catch {
    return true;
  }
  if (top === null || top === view.self) return false;
  const own = view.location.origin;
  const ancestors = view.location.ancestorOrigins;
  if (ancestors && Array.from(ancestors).some((origin) => origin !== own)) return true;
  try {
    return top.location.origin !== own;
  } catch {
    return true;
  }
}

let framed: boolean | undefined;

export function isFramedByAnotherOrigin(): boolean {
  framed ??= typeof window !== 'undefined' && framedByAnotherOrigin(window as unknown as FrameFacts);
  return framed;
}
