import { useUserInfo } from '@/features/session';
import { ScreenFrame } from '@/components/screen-frame';
import { FigureList } from '@/components/figure-list';
import { SignedOutNote } from './signed-out-note';

/** From the stored user info (docs/product.md §3). */
export function MyProfilePage() {
  const info = useUserInfo();
  return (
    <ScreenFrame title="My Profile">
      {info === null ? (
        <SignedOutNote />
      ) : (
        <FigureList
          figures={[
            { label: 'Username', value: info.username },
            ...(info.userId === undefined ? [] : [{ label: 'User ID', value: String(info.userId) }]),
            ...(info.userIp ? [{ label: 'Last login IP', value: info.userIp }] : []),
          ]}
        />
      )}
    </ScreenFrame>
  );
}
