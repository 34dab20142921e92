import { Notifications } from '@mantine/notifications';

/** Mantine's toast container, in its own chunk (see ToastHost). */
export default function ToastContainer() {
  return <Notifications position="top-right" />;
}
