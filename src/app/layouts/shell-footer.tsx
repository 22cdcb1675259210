import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './main-layout.module.css';

/** docs/product.md §2: the age notice and the safer gambling tools. */
export function ShellFooter({ brand }: { brand: string }) {
  const { t } = useLingui();
  return (
    <footer className={classes.footer}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Text size="xs" truncate="end">
          {t`© ${brand}. Players must be 18 or over. Gamble responsibly.`}
        </Text>
        {/* One line: the notice gives way (ellipsis), never the link. */}
        <Anchor component={Link} to={paths.saferGambling} size="xs" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {t`Safer gambling`}
        </Anchor>
      </Group>
    </footer>
  );
}
