// Types of scripts/csp-policy.mjs (the Content-Security-Policy of the built app).

export type CspEnv = Record<string, string | undefined>;

export interface CspOrigins {
  api: string[];
  hub: string[];
  cdn: string[];
  clientIp: string[];
  casino: string[];
  /** Other frame origins the host allows (score card and stream providers: CSP_FRAME_ORIGINS). */
  extraFrames: string[];
  /** The mock build only: the mock casino game page is served by the preview on its other loopback name. */
  localFrames: boolean;
}

export function originOf(value: string | undefined): string | undefined;
export function webSocketOrigin(origin: string): string;
export function cspOriginsFromEnv(env: CspEnv, defaultApiBaseUrl: string): CspOrigins;
export function cspDirectives(origins: CspOrigins): Array<[string, string[]]>;
export function buildCsp(origins: CspOrigins): string;
export function buildCspHeader(origins: CspOrigins): string;
export function injectCspMeta(html: string, policy: string): string;
export function defaultApiBaseUrl(root: string): string;
