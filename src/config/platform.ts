/** Apple platforms copy with ⌘C; everyone else with Ctrl+C. */
export const APPLE_PLATFORM = /Mac|iPhone|iPad|iPod/;

export function isApplePlatform(platform: string): boolean {
  return APPLE_PLATFORM.test(platform);
}
