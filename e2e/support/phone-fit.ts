import type { Page } from '@playwright/test';

/**
 * What does not fit a phone on the page in view (WCAG 2.1 1.4.10, 2.2 2.5.8): elements wider than the viewport
 * outside a box that scrolls them, visible text under 12 CSS px, and interactive targets under 24 × 24 CSS px
 * (links inside a sentence are exempt, as are controls whose label is the larger target).
 */
export function phoneMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const misfits: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} « ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)} »`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.clip !== 'rect(0px, 0px, 0px, 0px)' && style.clipPath !== 'inset(50%)';
    };
    const scrolledInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width > width + 1 && !scrolledInside(element)) misfits.push(`plus large que l’écran (${Math.round(box.width)} px) : ${name(element)}`);
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (ownText && size < 12) misfits.push(`texte de ${size} px : ${name(element)}`);
    }
    const targets = document.body.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="switch"], [role="radio"]');
    for (const target of targets) {
      if (!visible(target) || target.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(target);
      if (target.tagName === 'A' && style.display === 'inline') continue;
      // A box or a radio button is also ticked by its label: the larger of the two is the target.
      const choice = target.matches('[type="checkbox"], [type="radio"]');
      const label = choice ? (target.closest('label') ?? (target.id ? document.querySelector(`label[for="${CSS.escape(target.id)}"]`) : null)) : null;
      const boxes = [target, ...(label && visible(label) ? [label] : [])].map((element) => element.getBoundingClientRect());
      const [targetWidth, targetHeight] = [Math.max(...boxes.map((box) => box.width)), Math.max(...boxes.map((box) => box.height))];
      if (targetWidth < 24 || targetHeight < 24) misfits.push(`cible de ${Math.round(targetWidth)}×${Math.round(targetHeight)} px : ${name(target)}`);
    }
    return misfits;
  });
}

/** The page's viewport meta, unless it keeps pinch-zoom (WCAG 1.4.4): no `user-scalable=no`, no maximum scale under 2. */
export function zoomBlocked(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const content = document.querySelector<HTMLMetaElement>('meta[name="viewport"]')?.content ?? '';
    const settings = new Map(content.split(',').map((part) => part.split('=').map((side) => side.trim().toLowerCase()) as [string, string]));
    const scalable = settings.get('user-scalable');
    const maximum = settings.has('maximum-scale') ? Number(settings.get('maximum-scale')) : Infinity;
    return scalable === 'no' || scalable === '0' || maximum < 2 ? content : null;
  });
}

/** How far the page itself scrolls sideways (0 when it reflows to the viewport). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
