import { Component, type ReactNode } from 'react';

interface FailureBoundaryProps {
  /** What shows instead of the children once they have thrown; `retry` renders them anew. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a failure (code that did not arrive, a page that threw) inside one part of the screen. */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
