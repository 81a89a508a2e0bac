import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { ErrorState } from '@video/ui';

interface ViewBoundaryProps {
  readonly children: ReactNode;
}

interface ViewBoundaryState {
  readonly failed: boolean;
  /** Bumped on retry so the screen mounts afresh. */
  readonly attempt: number;
}

/** Catches a screen's render errors: the visitor sees a message and a retry, never a blank page. */
export class ViewBoundary extends Component<ViewBoundaryProps, ViewBoundaryState> {
  override state: ViewBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<ViewBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  private readonly retry = () =>
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render() {
    if (this.state.failed) return <ErrorState message="页面出错了，请重试" onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
