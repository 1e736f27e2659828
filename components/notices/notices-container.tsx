'use client';

// Mantine's notices container with its stylesheet, loaded together with the first notice (notices-outlet.tsx).
import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';
