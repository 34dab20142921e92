import { useEffect, useRef } from 'react';

/**
 * Keys of a document's page for its validator (issue 12 item 32): a approves, r refuses (the caller asks the
 * reason), n opens the next document. Ignored while typing, with a modifier, or while a dialog is open.
 */
export function useDecisionKeys(
  handlers: { a?: () => void; r?: () => void; n?: () => void },
  enabled: boolean,
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (document.querySelector('[role="dialog"]')) return;
      const handler = latest.current[event.key as 'a' | 'r' | 'n'];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
