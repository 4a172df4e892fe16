import { clientOnly } from '@/src/loading/clientOnly';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { AppBarButton } from '@/src/ui/AppBarButton';
import { searchClasses } from './classes';
import { isSearchShortcut } from './shortcut';

/** The dialog and, through it, the Pagefind runtime: loaded on first intent, never up front. */
const loadDialog = () => import('./SearchDialog');
const SearchDialog = clientOnly(loadDialog);
const warmUp = () => void loadDialog().then((module) => module.warmUp(), () => undefined);

/**
 * The app bar's search button. Ctrl+K / ⌘K and "/" open the dialog from anywhere; the hint
 * shows the reader's platform before paint (the pre-paint script sets `data-os`). Closing
 * the dialog puts focus back where it was.
 */
export function SearchButton() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Element | null>(null);
  // What the reader types between the shortcut and the dialog's first render (its code loads
  // on demand): kept here and handed to the dialog, so no keystroke is lost.
  const pending = useRef('');

  const show = useCallback(() => {
    if (!returnFocus.current) {
      returnFocus.current = document.activeElement;
      pending.current = '';
      setOpen(true);
    }
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
    const target = returnFocus.current;
    returnFocus.current = null;
    setOpen(false);
    if (restoreFocus) {
      (target instanceof HTMLElement && target.isConnected && target !== document.body ? target : button.current)?.focus();
    }
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && isSearchShortcut(event)) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = document.activeElement;
      const typing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
      if (typing || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || [...event.key].length !== 1) return;
      event.preventDefault();
      pending.current += event.key;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  // Not cleared here (a state initialiser may run twice); show() starts each opening empty.
  const takePending = useCallback(() => pending.current, []);

  return (
    <>
      <AppBarButton
        className={searchClasses.button}
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={show}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="label">{t('search.open')}</span>
        <kbd className="hint-other" aria-hidden="true">Ctrl+K</kbd>
        <kbd className="hint-mac" aria-hidden="true">⌘K</kbd>
      </AppBarButton>
      {open ? <SearchDialog onClose={close} takePending={takePending} /> : null}
    </>
  );
}
