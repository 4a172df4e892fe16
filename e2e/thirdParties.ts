import type { BrowserContext } from '@playwright/test';
import { CONFIGURED_ENV } from '@/scripts/browser/configuredBuild';

/**
 * In the configured export, pages reach for the analytics tag, the ad network and (when the
 * reader votes) the feedback endpoint. Tests that are about something else answer them quietly
 * (an empty script, no ads, an empty 204), as a host that serves nothing would, so that they
 * only see their own problems.
 */
export async function answerThirdParties(context: BrowserContext): Promise<void> {
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await context.route(CONFIGURED_ENV.NEXT_PUBLIC_AD_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await context.route(CONFIGURED_ENV.NEXT_PUBLIC_AD_ENDPOINT, (route) => route.fulfill({ contentType: 'application/json', body: '[]' }));
  await context.route(CONFIGURED_ENV.NEXT_PUBLIC_FEEDBACK_URL, (route) => route.fulfill({ status: 204 }));
}
