import { Component, type ReactNode } from 'react';

interface ShellErrorBoundaryProps {
  /** The page's path: a render error is forgotten when the reader moves to another page. */
  resetKey: string;
  /** What replaces the part that failed. */
  fallback: ReactNode;
  children: ReactNode;
}

interface ShellErrorBoundaryState {
  failed: boolean;
  key: string;
}

/**
 * Around the whole shell (pages/_app.tsx), twice: around the page inside the frame, so a page
 * that throws while rendering leaves the app bar and the drawer working, and around everything,
 * so that even a failing frame shows a message rather than Next.js's "Application error" on a
 * blank page. Reset when the page changes. (React reports the error in the console itself.)
 * Part of every page's first JavaScript: kept to the least that does the job.
 */
export class ShellErrorBoundary extends Component<ShellErrorBoundaryProps, ShellErrorBoundaryState> {
  override state: ShellErrorBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ShellErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ShellErrorBoundaryProps, state: ShellErrorBoundaryState): Partial<ShellErrorBoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
