import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '@/api/errors';
import { getDomainSettingOptions } from '@/api/generated/@tanstack/react-query.gen';

// Spec §2 /underConstruction: the placeholder every screen shows until its issue lands.
export function UnderConstructionPage() {
  const domainSetting = useQuery({ ...getDomainSettingOptions(), staleTime: Infinity });
  const brand = domainSetting.data?.result.domainTitle;

  useEffect(() => {
    if (brand) document.title = `${brand} | Under construction`;
  }, [brand]);

  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{brand ?? 'Exchange'}</Title>
        <Text>This page is under construction.</Text>
        {domainSetting.isError && (
          <Text role="alert" c="red.9">
            {errorMessage(domainSetting.error)}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
