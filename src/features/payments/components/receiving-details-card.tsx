import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Paper, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useEffect } from 'react';
import { announce } from '@/lib/announcer';
import { i18n } from '@/lib/i18n/runtime';
import type { ReceivingDetails } from '../model/methods';
import classes from './payments-screen.module.css';

export const COPY_FAILED = msg`Could not copy. Select the text and copy it.`;

/** A refused clipboard is never told as copied. */
function CopyDetail({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const clipboard = useClipboard({ timeout: 2000 });
  useEffect(() => {
    if (clipboard.copied) announce(i18n._(msg`Copied`));
  }, [clipboard.copied]);
  useEffect(() => {
    if (clipboard.error) announce(i18n._(COPY_FAILED));
  }, [clipboard.error]);
  const failed = clipboard.error !== null && !clipboard.copied;
  return (
    <Button
      size="compact-xs"
      variant={clipboard.copied ? 'filled' : 'default'}
      color={clipboard.copied ? 'teal.9' : undefined}
      aria-label={clipboard.copied ? t`${label} copied` : failed ? t`${label} not copied. Select it and copy it.` : t`Copy ${label}`}
      onClick={() => clipboard.copy(value)}
    >
      {clipboard.copied ? t`Copied` : failed ? t`Not copied` : t`Copy`}
    </Button>
  );
}

export function ReceivingDetailsCard({ details, headingLevel = 2 }: { details: ReceivingDetails; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  // The server's display name, or the method's name.
  const { title } = details;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={t`${title} details`}>
      <Title order={headingLevel} size="h4" mb="xs">
        {details.title}
      </Title>
      {details.lines.length === 0 ? (
        <Text size="sm">{t`The receiving details for this method are not set up yet. Contact support before paying.`}</Text>
      ) : (
        <dl className={classes.detailList}>
          {details.lines.map((line) => (
            <div key={line.label} className={classes.detailLine}>
              <dt>{line.label}</dt>
              <dd>
                <span className={classes.detailValue}>{line.value}</span>
                <CopyDetail label={line.label} value={line.value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Paper>
  );
}
