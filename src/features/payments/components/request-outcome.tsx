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
  if (created) {
    return (
      <OutcomeAlert ok title={created.message}>
        <Text size="sm">
          {created.request ? `${kind} request #${created.request.id} is ${created.request.statusName}.` : `${kind} request sent.`}{' '}
          <Anchor component={Link} to={paths.dwRequests} size="sm">
            See your requests
          </Anchor>
        </Text>
      </OutcomeAlert>
    );
  }
  if (error) {
    return (
      <OutcomeAlert ok={false} title={`${kind} request failed`}>
        <Text size="sm">{errorMessage(error)}</Text>
      </OutcomeAlert>
    );
  }
  return null;
}
