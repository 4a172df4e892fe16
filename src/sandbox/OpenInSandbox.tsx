import { clientOnly } from '@/src/loading/clientOnly';
import { useEffect, useId, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@/src/config/constants';
import { ToolbarButton } from '@/src/ui/ToolbarButton';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { ChevronDownIcon } from '@/src/ui/icons';
import { usePreferences } from '@/src/preferences/usePreferences';
import type { CodeVariant } from '@/src/preferences/values';
import type { SandboxService } from './open';
import { STRINGS } from './strings';

const loadMenu = () => import('./SandboxMenu');
const SandboxMenu = clientOnly(loadMenu);
/** The generator, the StackBlitz SDK and lz-string: fetched when the reader opens the menu. */
const loadOpen = () => import('./open');

interface OpenInSandboxProps {
  /** The demo's id (`data-grid/sorting/InitialSort`): the analytics label. */
  demo: string;
  /** Its file name without extension (`InitialSort`). */
  name: string;
  /** The source the toolbar shows (the reader's TS / JS and styling choice). */
  source: string;
  variant: CodeVariant;
}

/**
 * "Open in…" on a demo's toolbar: a menu with StackBlitz and CodeSandbox, each opening the
 * demo as a complete project in a new tab. One button rather than two keeps the toolbar
 * short; the menu's code, the generator and the SDK load only when the reader opens it.
 */
export function OpenInSandbox({ demo, name, source, variant }: OpenInSandboxProps) {
  const t = useFeatureTranslate(STRINGS);
  const { resolvedMode } = usePreferences();
  const id = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  const open = (service: SandboxService) => {
    setAnchorEl(null);
    loadOpen()
      .then(({ openSandbox }) => {
        openSandbox(service, { name, source, variant, pageUrl: `${window.location.origin}${window.location.pathname}` }, { theme: resolvedMode });
        setFailed(false);
      })
      .catch((error: unknown) => {
        console.error(error);
        setFailed(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setFailed(false), COPY_FEEDBACK_MS);
      });
  };

  return (
    <>
      <ToolbarButton
        id={buttonId}
        demo={demo}
        action="open-sandbox-menu"
        aria-haspopup="menu"
        aria-expanded={anchorEl ? 'true' : 'false'}
        aria-controls={anchorEl ? menuId : undefined}
        onClick={(event) => {
          void loadOpen().catch(() => undefined);
          setMounted(true);
          setAnchorEl(event.currentTarget);
        }}
      >
        {/* Isolated, so the ellipsis stays at the end of "Open in…" in right-to-left pages. */}
        <bdi>{failed ? t('sandbox.failed') : t('sandbox.openIn')}</bdi>
        <ChevronDownIcon />
      </ToolbarButton>
      {mounted ? (
        <SandboxMenu id={menuId} labelledBy={buttonId} anchorEl={anchorEl} demo={demo} onChoose={open} onClose={() => setAnchorEl(null)} />
      ) : null}
    </>
  );
}
