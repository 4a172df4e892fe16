import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { usePreferences } from '@/src/preferences/usePreferences';
import { MuiTheme } from '@/src/theme/MuiTheme';

export interface MenuPopupItem {
  key: string;
  label: string;
  href: string;
  selected?: boolean;
  external?: boolean;
  lang?: string;
}

interface MenuPopupProps {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  items: readonly MenuPopupItem[];
  onClose: () => void;
}

/** The menu of an app-bar button; loaded on demand, the first time a menu opens. */
export default function MenuPopup({ id, labelledBy, anchorEl, items, onClose }: MenuPopupProps) {
  // Align the menu with the button's outer edge: right in ltr, left in rtl.
  const horizontal = usePreferences().direction === 'rtl' ? 'left' : 'right';
  return (
    <MuiTheme>
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      slotProps={{
        list: { 'aria-labelledby': labelledBy, dense: true },
        // A menu of links to other pages: its surface is a navigation landmark, so nothing of
        // the popup (rendered at the end of <body>) lies outside landmarks.
        paper: { component: 'nav', 'aria-labelledby': labelledBy } as object,
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal }}
      transformOrigin={{ vertical: 'top', horizontal }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.key}
          component="a"
          href={item.href}
          selected={item.selected}
          aria-current={item.selected ? 'page' : undefined}
          lang={item.lang}
          hrefLang={item.lang}
          target={item.external ? '_blank' : undefined}
          rel={item.external ? 'noopener' : undefined}
          onClick={onClose}
          sx={{ minWidth: 140, borderRadius: 1, mx: 0.5 }}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
    </MuiTheme>
  );
}
