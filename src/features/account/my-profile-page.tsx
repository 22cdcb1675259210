import { useUserInfo } from '@/features/session';
import { AccountScreen } from './account-screen';
import { FigureList } from './figure-list';
import { SignedOutNote } from './signed-out-note';

/** /account/my-profile (spec §2): who the player is, from the session's stored user info (spec §3). */
export function MyProfilePage() {
  const info = useUserInfo();
  return (
    <AccountScreen title="My Profile">
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
    </AccountScreen>
  );
}
