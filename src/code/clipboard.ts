/**
 * Writes text to the clipboard. A refused or missing clipboard (permissions, insecure
 * context) is not the reader's problem: it resolves to false, never throws.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) {
    return false;
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
