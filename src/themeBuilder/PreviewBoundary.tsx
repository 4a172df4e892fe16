import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';

interface PreviewBoundaryProps<Build extends object> {
  /** The theme being drawn: a new one gets a fresh try. */
  build: Build;
  /** The build threw while the preview rendered (or later, in an effect or an update). */
  onError: (build: Build, error: unknown) => void;
  /** The build's preview is on screen. */
  onRendered: (build: Build) => void;
  children: ReactNode;
}

/** Tells the builder a preview has been committed to the screen without throwing. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(() => {
    onRendered();
  });
  return null;
}

/**
 * Around the theme builder's preview: options that pass every check can still make a component
 * throw while it renders (a default prop React cannot render, a value a component does not
 * expect). The builder then says so under the options and shows the last theme that rendered,
 * instead of losing the whole builder (and the reader's text) to the island's error message.
 */
export class PreviewBoundary<Build extends object> extends Component<PreviewBoundaryProps<Build>, { failed: boolean; build: Build }> {
  override state = { failed: false, build: this.props.build };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps<Build extends object>(props: PreviewBoundaryProps<Build>, state: { build: Build }) {
    return props.build === state.build ? null : { failed: false, build: props.build };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('The theme builder preview threw while rendering:', error, info.componentStack);
    this.props.onError(this.props.build, error);
  }

  override render() {
    if (this.state.failed) {
      return null;
    }
    const { build, onRendered, children } = this.props;
    return (
      <>
        {children}
        <Rendered onRendered={() => onRendered(build)} />
      </>
    );
  }
}
