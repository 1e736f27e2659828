/** SPEC §9: devices at most 768 px wide get a 1024 px wide layout instead of a squeezed one. */
export const MOBILE_MAX_WIDTH = 768;
export const FORCED_VIEWPORT_WIDTH = 1024;

/**
 * The meta viewport content for a device of this width, or null to keep the default. The scale that fits the layout
 * to the screen is given too: without it Chromium keeps the page at scale 1 when the rewrite comes after a wide
 * element (the residence's lot grid) was laid out, and the adviser sees a 390 px corner of the page.
 */
export function forcedViewportContent(deviceWidth: number): string | null {
  if (deviceWidth <= 0 || deviceWidth > MOBILE_MAX_WIDTH) return null;
  return `width=${FORCED_VIEWPORT_WIDTH}, initial-scale=${deviceWidth / FORCED_VIEWPORT_WIDTH}`;
}
