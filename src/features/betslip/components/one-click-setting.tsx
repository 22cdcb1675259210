import { Group, NumberInput, Switch } from '@mantine/core';
import { useIsSignedIn } from '@/features/session';
import { isFramedByAnotherOrigin } from '@/lib/framing';
import { ONE_CLICK_FRAMED_TEXT } from '../model/one-click';
import { useOneClickBet } from '../hooks/use-one-click-bet';
import { useStakeButtons } from '../hooks/use-stake-buttons';

/** The one-click betting switch and its stake ("Fast Bet" in the older clients): off by
 * default; kept per player on this browser. Inside a frame of another site it stays off, and the
 * switch, disabled, says why. */
export function OneClickSetting() {
  const signedIn = useIsSignedIn();
  const [setting, setSetting] = useOneClickBet();
  const stakes = useStakeButtons();
  if (!signedIn) return null;
  if (isFramedByAnotherOrigin()) {
    return (
      <Group gap="sm" align="flex-end" wrap="wrap" mb="sm" data-testid="one-click-setting">
        <Switch label="One-click betting" description={ONE_CLICK_FRAMED_TEXT} checked={false} disabled readOnly />
      </Group>
    );
  }
  const stake = setting.stake ?? stakes[0]?.value ?? 100;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="sm" data-testid="one-click-setting">
      <Switch
        label="One-click betting"
        description="A price click places the bet at once, without the slip"
        checked={setting.on}
        onChange={(event) => setSetting({ on: event.currentTarget.checked, stake })}
      />
      {setting.on && (
        <NumberInput
          label="One-click stake"
          size="xs"
          w={130}
          min={1}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          decimalScale={2}
          value={stake}
          onChange={(value) => {
            const next = typeof value === 'number' ? value : Number(value);
            if (Number.isFinite(next) && next > 0) setSetting({ on: true, stake: next });
          }}
        />
      )}
    </Group>
  );
}
