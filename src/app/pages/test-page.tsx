import { useLingui } from '@lingui/react/macro';
import { Code, Container, Stack, Table, Text, Title } from '@mantine/core';
import { resolveApiBaseUrl } from '@/api/base-url';
import { inFlightStore } from '@/api/in-flight';
import { appConfig } from '@/config/env';
import { useStore } from '@/hooks/use-store';
import { usesTestHub } from '@/lib/hosts';
import { readString, storageKeys } from '@/lib/storage';

/** docs/product.md §2 /test: never a token or a secret. */
export function TestPage() {
  const { t } = useLingui();
  const config = appConfig();
  const inFlight = useStore(inFlightStore);
  const rows: [string, string][] = [
    [t`Site`, window.location.host],
    [t`API base URL`, resolveApiBaseUrl(readString(storageKeys.baseUrl), config.apiBaseUrl)],
    [t`Hub`, usesTestHub(window.location) ? config.hubUrl.test : config.hubUrl.production],
    [t`Content delivery`, config.cdnBaseUrl],
    [t`Mock backend`, config.mocking ? t`on` : t`off`],
    [t`Requests in flight`, String(inFlight.length)],
    [t`Browser`, navigator.userAgent],
  ];
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t`Test page`}</Title>
        <Text>{t`What this site is connected to.`}</Text>
        <Table>
          <Table.Tbody>
            {rows.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>
                  <Code>{value}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
  );
}
