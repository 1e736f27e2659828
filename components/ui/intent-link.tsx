'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link that prefetches its page once the person shows intent (pointer over it, focus, touch), not when it scrolls
 * into view. For the frame's links (menus, the header's logo and bell) and the records of lists (programme and fund
 * cards, clients, notifications, pages, crumbs): a dozen or twenty in view at once, their viewport prefetch asked the
 * server to render each one's page on every page view, and a phone to download it, for one at most to be opened.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intended, setIntended] = useState(false);
  const intend = () => setIntended(true);
  return (
    <Link
      {...props}
      prefetch={intended ? null : false}
      onMouseEnter={(event) => {
        intend();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intend();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intend();
        onTouchStart?.(event);
      }}
    />
  );
}
