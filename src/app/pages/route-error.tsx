import { errorMessage } from '@/api/errors';
import { Error500Page } from './error-500';

/** The route tree's outermost error element: never a white page. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return <Error500Page detail={errorMessage(error)} />;
}
