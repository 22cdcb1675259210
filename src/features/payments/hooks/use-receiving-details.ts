import { useQuery } from '@tanstack/react-query';
import { getPaymentInfoOptions } from '@/api/generated/@tanstack/react-query.gen';
import { useIsSignedIn } from '@/features/session';
import { useDomainSetting } from '@/features/site';
import { methodWords } from '../model/method-words';
import { receivingDetails } from '../model/methods';

export function useReceivingDetails() {
  const signedIn = useIsSignedIn();
  const setting = useDomainSetting();
  const info = useQuery({ ...getPaymentInfoOptions(), enabled: signedIn });
  return {
    details: receivingDetails(setting.data, info.data?.result, methodWords),
    setting,
    info,
  };
}
