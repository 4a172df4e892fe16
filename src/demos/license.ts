import { LicenseInfo } from '@mui/x-license';

/**
 * The licence key of the Pro and Premium demos, set once from the environment when the demo
 * code first loads. Without one, those components show their watermark and still work.
 */
const key = process.env.NEXT_PUBLIC_MUI_LICENSE?.trim();
if (key) {
  LicenseInfo.setLicenseKey(key);
}

export const hasLicenseKey = Boolean(key);
