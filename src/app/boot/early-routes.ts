// Which first pages get which early loads (src/app/boot/early-loads.ts), read from the route table's paths
// at build time by scripts/early-loads-plugin.ts and written into the early-loads script as data, so
// the script carries these few strings instead of the whole path table (it is a download of every
// first visit). A relative import: the build's configuration loads this file as it is.
import { paths } from '../../config/paths';

export interface EarlyRoutes {
  /** Paths whose layout is not the main one: no sports menu, so no sport tree (src/app/boot/first-loads.ts). */
  outsideMainLayout: readonly string[];
  /** '/markets': '/markets/3001' and '/markets/3001/33001' are the event 3001's market page (paths.markets). */
  marketsPrefix: string;
}

export const EARLY_ROUTES: EarlyRoutes = {
  outsideMainLayout: [paths.authRoot, paths.error404, paths.error500, paths.underMaintenance, paths.test],
  marketsPrefix: paths.markets.slice(0, paths.markets.indexOf('/:')),
};
