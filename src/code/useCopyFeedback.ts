import { useCallback, useEffect, useRef, useState } from 'react';
import { copyToClipboard } from './clipboard';

/**
 * Copy with feedback, for React buttons (demo toolbar, theme builder): `copied` is true for
 * `durationMs` after a successful copy, then reverts; a failed copy shows nothing.
 */
export function useCopyFeedback(durationMs: number): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    (text: string) => {
      void copyToClipboard(text).then((done) => {
        if (!done) return;
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), durationMs);
      });
    },
    [durationMs],
  );
  return [copied, copy];
}
