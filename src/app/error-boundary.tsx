import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the children once they have thrown. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the next pathname) lets the children render again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey?: string;
}

/** A render error or a failed lazy load below it is shown by `fallback`, never a white page:
 * the route tree's error elements (route-tree.tsx, the layouts' ScreenOutlet) and the lazily loaded
 * notifications container (providers.tsx). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The page's console keeps the stack for support (docs/product.md §8: the player sees the message).
    console.error('A part of the page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
