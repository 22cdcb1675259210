import { useLingui } from '@lingui/react/macro';
import { useUserInfo } from '@/features/session';
import { ScreenFrame } from '@/components/screen-frame';
import { FigureList } from '@/components/figure-list';
import { SignedOutNote } from './signed-out-note';

/** From the stored user info (docs/product.md §3). */
export function MyProfilePage() {
  const { t } = useLingui();
  const info = useUserInfo();
  return (
    <ScreenFrame title={t`My Profile`}>
      {info === null ? (
        <SignedOutNote />
      ) : (
        <FigureList
          figures={[
            { label: t`Username`, value: info.username },
            ...(info.userId === undefined ? [] : [{ label: t`User ID`, value: String(info.userId) }]),
            ...(info.userIp ? [{ label: t`Last login IP`, value: info.userIp }] : []),
          ]}
        />
      )}
    </ScreenFrame>
  );
}
