import { Button, Paper, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useEffect } from 'react';
import { announce } from '@/lib/announcer';
import type { ReceivingDetails } from '../model/methods';
import classes from './payments-screen.module.css';

export const COPY_FAILED = 'Could not copy. Select the text and copy it.';

/** When the browser refuses the clipboard, the player is told to copy by hand, never that it was copied. */
function CopyDetail({ label, value }: { label: string; value: string }) {
  const clipboard = useClipboard({ timeout: 2000 });
  useEffect(() => {
    if (clipboard.copied) announce('Copied');
  }, [clipboard.copied]);
  useEffect(() => {
    if (clipboard.error) announce(COPY_FAILED);
  }, [clipboard.error]);
  const failed = clipboard.error !== null && !clipboard.copied;
  return (
    <Button
      size="compact-xs"
      variant={clipboard.copied ? 'filled' : 'default'}
      color={clipboard.copied ? 'teal.9' : undefined}
      aria-label={clipboard.copied ? `${label} copied` : failed ? `${label} not copied. Select it and copy it.` : `Copy ${label}`}
      onClick={() => clipboard.copy(value)}
    >
      {clipboard.copied ? 'Copied' : failed ? 'Not copied' : 'Copy'}
    </Button>
  );
}

export function ReceivingDetailsCard({ details, headingLevel = 2 }: { details: ReceivingDetails; headingLevel?: 2 | 3 }) {
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={`${details.title} details`}>
      <Title order={headingLevel} size="h4" mb="xs">
        {details.title}
      </Title>
      {details.lines.length === 0 ? (
        <Text size="sm">The receiving details for this method are not set up yet. Contact support before paying.</Text>
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
