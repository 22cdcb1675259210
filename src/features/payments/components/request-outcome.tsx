import { useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { OutcomeAlert } from '@/components/outcome-alert';
import { Link } from 'react-router';
import { errorMessage } from '@/api/errors';
import { paths } from '@/config/paths';
import type { RequestCreated } from '../hooks/use-submit-request';

interface RequestOutcomeProps {
  kind: 'Deposit' | 'Withdrawal';
  created: RequestCreated | undefined;
  error: unknown;
}

export function RequestOutcome({ kind, created, error }: RequestOutcomeProps) {
  const { t } = useLingui();
  const deposit = kind === 'Deposit';
  if (created) {
    let text: string;
    if (created.request) {
      // The server's words for the status.
      const { id, statusName } = created.request;
      text = deposit ? t`Deposit request #${id} is ${statusName}.` : t`Withdrawal request #${id} is ${statusName}.`;
    } else text = deposit ? t`Deposit request sent.` : t`Withdrawal request sent.`;
    return (
      // The title is the server's message.
      <OutcomeAlert ok title={created.message}>
        <Text size="sm">
          {text}{' '}
          <Anchor component={Link} to={paths.dwRequests} size="sm">
            {t`See your requests`}
          </Anchor>
        </Text>
      </OutcomeAlert>
    );
  }
  if (error) {
    return (
      <OutcomeAlert ok={false} title={deposit ? t`Deposit request failed` : t`Withdrawal request failed`}>
        <Text size="sm">{errorMessage(error)}</Text>
      </OutcomeAlert>
    );
  }
  return null;
}
