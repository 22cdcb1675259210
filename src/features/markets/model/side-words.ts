import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OpenBet } from '@/api/generated/types.gen';

// The wire's side ('Back', 'Lay', 'Yes', 'No') in the player's words.

export const BET_TYPE_WORDS: Record<OpenBet['betType'], MessageDescriptor> = {
  Back: msg`Back`,
  Lay: msg`Lay`,
  Yes: msg`Yes`,
  No: msg`No`,
};
