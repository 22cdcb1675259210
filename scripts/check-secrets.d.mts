// Types of scripts/check-secrets.mjs (no secret in the built files).

export interface ConfiguredSecret {
  key: string;
  value: string;
  /** The env file it was read from, or 'the environment'. */
  source: string;
}

export interface SecretFinding {
  what: string;
  match: string;
  context: string;
}

export const SECRET_KEYS: readonly string[];
export const TEST_CREDENTIALS: ReadonlyArray<{ what: string; pattern: RegExp }>;
export function parseDotenv(text: string): Record<string, string>;
export function configuredSecrets(root: string, env?: Record<string, string | undefined>): ConfiguredSecret[];
export function findSecrets(text: string, secrets: ConfiguredSecret[]): SecretFinding[];
export const BUILD_RECORD: string;
export function recordBuildOutDir(root: string, outDir: string, env?: Record<string, string | undefined>): void;
export function folderToCheck(root: string, argv?: readonly string[]): string;
