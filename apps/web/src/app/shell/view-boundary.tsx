import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { format } from '@video/domain';
import { ErrorState } from '@video/ui';
import { ScreenLoadError } from '../screen-load-error';

interface ViewBoundaryProps {
  readonly children: ReactNode;
  /** Hears what broke, for the error reports. */
  readonly onFailure?: (error: unknown, failure: ScreenLoadError | 'render') => void;
}

interface ViewBoundaryState {
  /** What went wrong, if anything: the screen's code did not load, or the screen broke. */
  readonly failure: ScreenLoadError | 'render' | null;
  /** Bumped on retry so the screen mounts afresh. */
  readonly attempt: number;
}

/**
 * Catches a screen's errors: the visitor sees a message and a retry, never a blank page. Code
 * that failed to load (offline) is a network error, and the retry loads it again.
 */
export class ViewBoundary extends Component<ViewBoundaryProps, ViewBoundaryState> {
  override state: ViewBoundaryState = { failure: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ViewBoundaryState> {
    return { failure: error instanceof ScreenLoadError ? error : 'render' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
    this.props.onFailure?.(error, error instanceof ScreenLoadError ? error : 'render');
  }

  private readonly retry = () => {
    if (this.state.failure instanceof ScreenLoadError) this.state.failure.prepareRetry();
    this.setState(({ attempt }) => ({ failure: null, attempt: attempt + 1 }));
  };

  override render() {
    const { failure, attempt } = this.state;
    if (failure instanceof ScreenLoadError)
      return <ErrorState message={format('network.error')} onRetry={this.retry} />;
    if (failure === 'render')
      return <ErrorState message="页面出错了，请重试" onRetry={this.retry} />;
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
