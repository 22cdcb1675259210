import { Group, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useIsSignedIn } from '@/features/session';
import { isFramedByAnotherOrigin } from '@/lib/framing';
import { ONE_CLICK_FRAMED_TEXT } from '../model/one-click';
import { parseStake, stakeProblem } from '../model/slip-inputs';
import { useOneClickBet } from '../hooks/use-one-click-bet';
import { useStakeButtons } from '../hooks/use-stake-buttons';

export function OneClickSetting() {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const [setting, setSetting] = useOneClickBet();
  const stakes = useStakeButtons();
  if (!signedIn) return null;
  if (isFramedByAnotherOrigin()) {
    return (
      <Group gap="sm" align="flex-end" wrap="wrap" mb="sm" data-testid="one-click-setting">
        <Switch label={t`One-click betting`} description={t(ONE_CLICK_FRAMED_TEXT)} checked={false} disabled readOnly />
      </Group>
    );
  }
  const stake = setting.stake ?? stakes[0]?.value ?? 100;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="sm" data-testid="one-click-setting">
      <Switch
        label={t`One-click betting`}
        description={t`A price click places the bet at once, without the slip`}
        checked={setting.on}
        onChange={(event) => setSetting({ on: event.currentTarget.checked, stake })}
      />
      {setting.on && <OneClickStake stake={stake} onStake={(next) => setSetting({ on: true, stake: next })} />}
    </Group>
  );
}

/** Read by the slip's stake rule: '100,50' is 100.50, never 10,050. */
function OneClickStake({ stake, onStake }: { stake: number; onStake: (stake: number) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(String(stake));
  return (
    <TextInput
      label={t`One-click stake`}
      size="xs"
      w={130}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={stakeProblem(text)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const read = parseStake(next);
        if (read !== null) onStake(read);
      }}
    />
  );
}
