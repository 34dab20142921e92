import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Mantine's toast container (with its transitions and scroll lock), loaded with the first toast (issue 17). */
const ToastContainer = lazy(() => import('./ToastContainer'));

/**
 * The toasts: a toast shown before the container has loaded waits in Mantine's store (every toast names its
 * position) and shows as soon as it is there. A visitor's first screen does not download the container.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const waiting = notifications.length + queue.length > 0;
  useEffect(() => {
    if (waiting) setNeeded(true);
  }, [waiting]);
  if (!needed && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
