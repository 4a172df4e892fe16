import { Component, type ErrorInfo, type ReactNode } from 'react';

interface IslandBoundaryProps {
  /** Shown instead of the island when it throws. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing interactive piece from taking the page down with it. */
export class IslandBoundary extends Component<IslandBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('An interactive section of the page failed:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
