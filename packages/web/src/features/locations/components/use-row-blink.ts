import { ROW_BLINK_MS } from '@setledger/shared/app/app.constants';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * 001 §2.4 item 11: back from a record, its row blinks for 1500 ms, then takes the focus. The record's back link
 * names the row in the navigation state ({ focusId }).
 */
export function useRowBlink(ready: boolean): number | null {
  const { state } = useLocation() as { state: { focusId?: number } | null };
  const focusId = typeof state?.focusId === 'number' ? state.focusId : null;
  const [blinking, setBlinking] = useState<number | null>(null);
  useEffect(() => {
    if (!ready || focusId === null) return;
    setBlinking(focusId);
    const timer = setTimeout(() => {
      setBlinking(null);
      document.querySelector<HTMLElement>(`[data-row-id="${focusId}"] a`)?.focus();
    }, ROW_BLINK_MS);
    return () => clearTimeout(timer);
  }, [ready, focusId]);
  return blinking;
}
