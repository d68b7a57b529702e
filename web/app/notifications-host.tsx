import { Notifications } from '@mantine/notifications';
import { toastLifetime } from '../components/ui/toast-lifetime.ts';

/**
 * Renders the toasts. Loaded after the first paint: `showToast` queues into the store, which
 * this picks up when it mounts, so nothing shown early is lost.
 */
export function NotificationsHost() {
  return <Notifications position="top-center" autoClose={toastLifetime} zIndex={1100} />;
}
