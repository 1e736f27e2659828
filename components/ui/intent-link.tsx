'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/** An anchor's attributes and a page's address: none of Link's own options (replace, scroll…) is used. */
type IntentLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link that prefetches its page once the person shows intent (pointer over it, focus, touch), not when it scrolls
 * into view. For the frame's links (menus, the header's logo and bell) and the records of lists (programme and fund
 * cards, clients, notifications, pages, crumbs): a dozen or twenty in view at once, their viewport prefetch asked the
 * server to render each one's page on every page view, and a phone to download it, for one at most to be opened.
 */
function BrowserIntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
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

/**
 * The same link as the server renders it: Next's Link adds only what runs in the browser (client navigation,
 * prefetching), which hydration attaches, around the anchor it writes. A page has some forty links, each a context
 * provider and half a dozen hooks in Link on every server render.
 */
export function ServerIntentLink({ href, ...anchor }: IntentLinkProps) {
  return <a {...anchor} href={href} />;
}

export const IntentLink = typeof window === 'undefined' ? ServerIntentLink : BrowserIntentLink;
