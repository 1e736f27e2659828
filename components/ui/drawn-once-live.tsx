'use client';

import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * Content the browser draws once the page is live, `placeholder` until then (on the server and at hydration): for
 * blocks far below the first screen whose data already travels in the page as a client component's props, which the
 * server would otherwise send a second time as markup.
 */
export function DrawnOnceLive({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  return useMounted() ? children : placeholder;
}
