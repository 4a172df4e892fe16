import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { usePreferences } from '@/src/preferences/usePreferences';
import { MuiTheme } from '@/src/theme/MuiTheme';
import type { SandboxService } from './open';
import { STRINGS } from './strings';

interface SandboxMenuProps {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  /** The demo's id: the analytics label of the items. */
  demo: string;
  onChoose: (service: SandboxService) => void;
  onClose: () => void;
}

const SERVICES = [
  { service: 'stackblitz', key: 'sandbox.stackblitz', action: 'open-stackblitz' },
  { service: 'codesandbox', key: 'sandbox.codesandbox', action: 'open-codesandbox' },
] as const;

/** The "Open in…" menu of a demo toolbar; loaded the first time a reader opens one. */
export default function SandboxMenu({ id, labelledBy, anchorEl, demo, onChoose, onClose }: SandboxMenuProps) {
  const t = useFeatureTranslate(STRINGS);
  // Under the button's inline end edge: right in ltr, left in rtl.
  const horizontal = usePreferences().direction === 'rtl' ? 'left' : 'right';
  return (
    <MuiTheme>
      <Menu
        anchorEl={anchorEl}
        open={anchorEl !== null}
        onClose={onClose}
        slotProps={{
          // The id is the menu's own (role="menu"), which the button's aria-controls names.
          list: { id, 'aria-labelledby': labelledBy, dense: true },
          // The popup is rendered at the end of <body>, outside the page's landmarks: its surface
          // is a region named like the button, so nothing of the page lies outside a landmark.
          paper: { component: 'section', 'aria-labelledby': labelledBy } as object,
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal }}
        transformOrigin={{ vertical: 'top', horizontal }}
      >
        {SERVICES.map(({ service, key, action }) => (
          <MenuItem
            key={service}
            data-ga-event-category="demo"
            data-ga-event-action={action}
            data-ga-event-label={demo}
            onClick={() => onChoose(service)}
            sx={{ minWidth: 160, borderRadius: 1, mx: 0.5 }}
          >
            {t(key)}
          </MenuItem>
        ))}
      </Menu>
    </MuiTheme>
  );
}
