import { clientOnly } from '@/src/loading/clientOnly';
import { useId, useRef, useState, type ReactNode } from 'react';
import { AppBarButton } from '@/src/ui/AppBarButton';
import type { MenuPopupItem } from '@/src/ui/MenuPopup';
import { noScriptClasses } from '@/src/ui/noScript';
import { uiClasses } from '@/src/ui/classes';

const loadMenuPopup = () => import('@/src/ui/MenuPopup');
const MenuPopup = clientOnly(loadMenuPopup);

interface AppBarMenuProps {
  /** Accessible name of the button. */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  items: readonly MenuPopupItem[];
}

/**
 * A button that opens a menu of links. The menu's code is fetched when the reader first
 * points at or focuses the button, not with the page. Without JavaScript the button is hidden
 * and a native disclosure with the same links as plain links stands in for it.
 */
export function AppBarMenu({ label, children, items }: AppBarMenuProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;

  return (
    <>
      <details className={noScriptClasses.links}>
        <summary className={uiClasses.appBarButton} aria-label={label} title={label}>
          {children}
        </summary>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <a
                href={item.href}
                aria-current={item.selected ? 'page' : undefined}
                lang={item.lang}
                hrefLang={item.lang}
                rel={item.external ? 'noopener' : undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <AppBarButton
        ref={buttonRef}
        id={buttonId}
        className={noScriptClasses.scriptOnly}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchorEl ? 'true' : 'false'}
        aria-controls={anchorEl ? menuId : undefined}
        onPointerEnter={() => void loadMenuPopup()}
        onFocus={() => void loadMenuPopup()}
        onClick={() => {
          setMounted(true);
          setAnchorEl(buttonRef.current);
        }}
      >
        {children}
      </AppBarButton>
      {mounted ? (
        <MenuPopup
          id={menuId}
          labelledBy={buttonId}
          anchorEl={anchorEl}
          items={items}
          onClose={() => setAnchorEl(null)}
        />
      ) : null}
    </>
  );
}
