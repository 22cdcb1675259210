// Written into the early-loads script at build time; relative, as the build config loads it.
import { paths } from '../../config/paths';

export interface EarlyRoutes {
  outsideMainLayout: readonly string[];
  marketsPrefix: string;
}

export const EARLY_ROUTES: EarlyRoutes = {
  outsideMainLayout: [paths.authRoot, paths.error404, paths.error500, paths.underMaintenance, paths.test],
  marketsPrefix: paths.markets.slice(0, paths.markets.indexOf('/:')),
};
