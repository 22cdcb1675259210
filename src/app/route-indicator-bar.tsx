import { useRouteIndicatorVisible, type RouteIndicator } from './route-indicator';
import classes from './route-indicator.module.css';

export function RouteIndicatorBar({ indicator }: { indicator: RouteIndicator }) {
  const visible = useRouteIndicatorVisible(indicator);
  if (!visible) return null;
  // Decorative: the loading overlay's status region is what assistive technology hears.
  return <div className={classes.indicator} aria-hidden="true" data-testid="route-indicator" />;
}
