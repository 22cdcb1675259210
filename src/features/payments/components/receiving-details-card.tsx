import { Button, CopyButton, Paper, Text, Title } from '@mantine/core';
import { announce } from '@/lib/announcer';
import type { ReceivingDetails } from '../model/methods';
import classes from './payments-screen.module.css';

/** One method's receiving details, each line with a copy button ('Copied' is shown and announced). */
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
                <CopyButton value={line.value} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button
                      size="compact-xs"
                      variant={copied ? 'filled' : 'default'}
                      color={copied ? 'teal.9' : undefined}
                      aria-label={copied ? `${line.label} copied` : `Copy ${line.label}`}
                      onClick={() => {
                        copy();
                        announce('Copied');
                      }}
                    >
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Paper>
  );
}
