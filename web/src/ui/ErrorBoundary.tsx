import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './ErrorState';

interface Props {
  children: ReactNode;
  /** The boundary clears itself when this changes (the app passes the path). */
  resetKey?: unknown;
  /** Called on retry before the children render again (the app resets failed queries). */
  onReset?: () => void;
  fallback?: (retry: () => void, error: unknown) => ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Catches a screen's render or data error and offers a retry instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, failed: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[salonbook] screen failed', error, info.componentStack);
  }

  retry = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry, this.state.error) : <ErrorState onRetry={this.retry} />;
  }
}
