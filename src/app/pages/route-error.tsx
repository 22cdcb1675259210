import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '@/api/errors';
import { Error500Page } from './error-500';

/** The router's error element: a failed lazy load or a crashed screen is reported, never a white page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return <Error500Page detail={detail} />;
}
