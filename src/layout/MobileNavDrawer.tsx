import Drawer from '@mui/material/Drawer';
import styled from '@emotion/styled';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { useFullNavTree } from '@/src/navigation/fullTree';
import { NavTree } from '@/src/navigation/NavTree';
import type { NavEntry } from '@/src/navigation/types';
import { MuiTheme } from '@/src/theme/MuiTheme';
import { AppBarButton } from '@/src/ui/AppBarButton';
import { BrandMark } from './BrandMark';
import { CloseIcon } from '@/src/ui/icons';
import { PART_STRINGS } from '@/src/navigation/partStrings';
import { DRAWER_WIDTH_PX, spacing, vars } from '@/src/theme/tokens';

const Header = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: spacing(1.5, 2),
  borderBottom: `1px solid ${vars.palette.divider}`,
  fontWeight: 700,
});

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  pages: readonly NavEntry[];
  activePathname: string | null;
}

/** The temporary drawer below the `lg` breakpoint; its code loads when it first opens. */
export default function MobileNavDrawer({ open, onClose, pages, activePathname }: MobileNavDrawerProps) {
  const t = useTranslate();
  const tp = useFeatureTranslate(PART_STRINGS);
  // The page's data holds the groups around it; the rest of the tree arrives as its own chunk.
  const fullTree = useFullNavTree();
  return (
    <MuiTheme>
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          component: 'nav',
          'aria-label': t('mainNavigation'),
          'data-nav-scroll': '',
          sx: { width: DRAWER_WIDTH_PX + 16, maxWidth: '88vw', backgroundImage: 'none' },
        } as object,
      }}
    >
      <Header>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
          <BrandMark size={24} />
          MUI X
        </span>
        <AppBarButton type="button" aria-label={tp('parts.closeNavigation')} onClick={onClose}>
          <CloseIcon />
        </AppBarButton>
      </Header>
      <NavTree pages={fullTree ?? pages} activePathname={activePathname} onNavigate={onClose} />
    </Drawer>
    </MuiTheme>
  );
}
