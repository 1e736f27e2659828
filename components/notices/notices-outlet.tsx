'use client';

import { useNotifications } from '@mantine/notifications';
import dynamic from 'next/dynamic';
import { NOTICE_DURATION_MS } from './notice-duration';
import { useOnceTrue } from '@/components/ui/use-once-true';

const Notifications = dynamic(() => import('./notices-container'), { ssr: false });

/**
 * Where notices show, at the top of the screen: Mantine's container (its transitions, portal, close buttons, stylesheet)
 * loads with the first notice. A notice raised meanwhile waits in the store and shows once the container is there.
 */
export function NoticesOutlet() {
  const { notifications, queue } = useNotifications();
  const needed = useOnceTrue(notifications.length + queue.length > 0);
  return needed ? <Notifications position="top-center" autoClose={NOTICE_DURATION_MS} /> : null;
}
