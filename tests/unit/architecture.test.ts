// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The dependency rules of docs/architecture.md are enforced by lint; these rows prove the lint rules fire
// (a rule that never fails protects nothing).
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries and house rules', () => {
  it.each([
    [
      'lib importing api',
      'src/lib/probe.ts',
      "import { installApiRuntime } from '@/api/runtime';\nexport const x = installApiRuntime;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'api importing app',
      'src/api/probe.ts',
      "import { NOT_FOUND_REDIRECT_SECONDS } from '@/app/pages/error-404';\nexport const x = NOT_FOUND_REDIRECT_SECONDS;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'config importing lib',
      'src/config/probe.ts',
      "import { storageKeys } from '@/lib/storage';\nexport const x = storageKeys;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'components importing api',
      'src/components/probe.ts',
      "import { errorMessage } from '@/api/errors';\nexport const x = errorMessage;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a feature importing app',
      'src/features/site/probe.ts',
      "import { NOT_FOUND_REDIRECT_SECONDS } from '@/app/pages/error-404';\nexport const x = NOT_FOUND_REDIRECT_SECONDS;\n",
      'import-x/no-restricted-paths',
    ],
    ['app importing mocks', 'src/app/probe.ts', "import { x } from '../../mocks/browser';\nexport const y = x;\n", 'no-restricted-imports'],
    [
      'a deep import into another feature',
      'src/features/site/probe.ts',
      "import { x } from '@/features/session/model/store';\nexport const y = x;\n",
      'no-restricted-imports',
    ],
    [
      'fetch outside src/api',
      'src/features/site/probe.ts',
      "export const x = () => fetch('/Account/Authenticate');\n",
      'no-restricted-globals',
    ],
    [
      'localStorage outside the storage module',
      'src/api/probe.ts',
      "export const x = () => localStorage.getItem('accessToken');\n",
      'no-restricted-globals',
    ],
    [
      'sessionStorage outside the storage module',
      'src/features/payments/probe.ts',
      "export const x = () => sessionStorage.getItem('paymentRequests');\n",
      'no-restricted-globals',
    ],
    ['React in lib', 'src/lib/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n", 'no-restricted-imports'],
    [
      'hooks importing a feature',
      'src/hooks/probe.ts',
      "import { paths } from '@/features/site';\nexport const x = paths;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'lib importing hooks',
      'src/lib/probe.ts',
      "import { useStore } from '@/hooks/use-store';\nexport const x = useStore;\n",
      'import-x/no-restricted-paths',
    ],
    ['any', 'src/lib/probe.ts', 'export const x = (value: any) => value;\n', '@typescript-eslint/no-explicit-any'],
    [
      'a non-null assertion',
      'src/lib/probe.ts',
      'export const x = (value?: string) => value!;\n',
      '@typescript-eslint/no-non-null-assertion',
    ],
    ['a file name that is not kebab-case', 'src/lib/PriceProbe.ts', 'export const x = 1;\n', 'house/kebab-case-file-name'],
    [
      "the money's keys outside the wallet",
      'src/features/betslip/probe.ts',
      "import { getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';\nexport const x = getUserOpenBetsQueryKey;\n",
      'no-restricted-imports',
    ],
    [
      "the money's keys from their own module, past the barrel",
      'src/features/betslip/probe.ts',
      "import { getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query/getUserOpenBetsQueryKey.gen';\nexport const x = getUserOpenBetsQueryKey;\n",
      'no-restricted-imports',
    ],
  ])('rejects %s', async (_name, filePath, code, rule) => {
    expect(await ruleIdsFor(filePath, code)).toContain(rule);
  });

  it('allows the intended direction: app → features → api → lib', async () => {
    expect(await ruleIdsFor('src/api/probe.ts', "import { storageKeys } from '@/lib/storage';\nexport const x = storageKeys;\n")).toEqual(
      [],
    );
    expect(
      await ruleIdsFor('src/app/probe.ts', "import { installApiRuntime } from '@/api/runtime';\nexport const x = installApiRuntime;\n"),
    ).toEqual([]);
    // The one route table is config: every feature links with it.
    expect(await ruleIdsFor('src/features/casino/probe.ts', "import { paths } from '@/config/paths';\nexport const x = paths;\n")).toEqual(
      [],
    );
    // The player's money: its keys in the wallet, its API from anywhere.
    expect(
      await ruleIdsFor(
        'src/features/wallet/probe.ts',
        "import { getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';\nexport const x = getUserOpenBetsQueryKey;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'src/features/betslip/probe.ts',
        "import { refreshAccount } from '@/features/wallet';\nexport const x = refreshAccount;\n",
      ),
    ).toEqual([]);
  });
}, 60_000);
