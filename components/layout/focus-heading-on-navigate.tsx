'use client';

import { useAfterNavigation } from './use-after-navigation';

const HEADING = '#main-content h1';

/** Moves the focus to a heading (reachable by script only, not by Tab) without scrolling. */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a move to another page inside the frame, the focus goes to the new page's title, not the menu link left
 * behind (Next's route announcer still reads the title out). A page still loading gets it when its title arrives.
 */
export function FocusHeadingOnNavigate() {
  useAfterNavigation(() => {
    const main = document.getElementById('main-content');
    const ready = main?.querySelector<HTMLElement>(HEADING);
    if (ready) return focusHeading(ready);
    if (!main) return;
    const observer = new MutationObserver(() => {
      const heading = main.querySelector<HTMLElement>(HEADING);
      if (!heading) return;
      observer.disconnect();
      focusHeading(heading);
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
  return null;
}
