import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { layoutClasses } from './classes';

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
 * blank page. Reset when the page changes.
 */
export class ShellErrorBoundary extends Component<ShellErrorBoundaryProps, ShellErrorBoundaryState> {
  override state: ShellErrorBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ShellErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ShellErrorBoundaryProps, state: ShellErrorBoundaryState): Partial<ShellErrorBoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The page failed while rendering:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The message of a page that failed while rendering: what happened and a full load of the same
 * page (a plain link the site's navigator leaves to the browser).
 */
export function PageRenderError({ href }: { href: string }) {
  const t = useTranslate();
  return (
    <div className={layoutClasses.navigationError} role="alert">
      <h1>{t('shellError.title')}</h1>
      <p>{t('shellError.description')}</p>
      <div className="actions">
        <a href={href} data-full-load="">
          {t('shellError.reload')}
        </a>
      </div>
    </div>
  );
}
