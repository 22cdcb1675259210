// Whether the app runs inside a frame of another site. A <meta> Content-Security-Policy cannot carry
// frame-ancestors, so a host that does not send the policy as a header (docs/security.md) lets any
// site frame the app; features that a framing page could abuse (clickjacking) check this and stay off.

/** What the check reads of a window: the real `window` in the app, a stand-in in tests. */
export interface FrameFacts {
  readonly self: unknown;
  readonly top: { readonly location: { readonly origin: string } } | null;
  readonly location: { readonly origin: string; readonly ancestorOrigins?: ArrayLike<string> };
}

/**
 * True when a page of another origin frames this one: the top window's origin differs, or cannot
 * be read (the browser refuses it across origins), or any frame in between is of another origin
 * (`location.ancestorOrigins`, where the browser has it). False for a top-level page and for frames
 * of the app's own origin only.
 */
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

/** This page's answer, read once: a page does not move between frames. */
export function isFramedByAnotherOrigin(): boolean {
  framed ??= typeof window !== 'undefined' && framedByAnotherOrigin(window as unknown as FrameFacts);
  return framed;
}
