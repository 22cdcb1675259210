import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '@/features/session';
import { paths } from '@/config/paths';

/** docs/product.md §2, §4. */
export function LogoutRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    endSession();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
  return null;
}
