/** SPEC §9: devices at most 768 px wide get a 1024 px wide layout instead of a squeezed one. */
export const MOBILE_MAX_WIDTH = 768;
export const FORCED_VIEWPORT_WIDTH = 1024;

/** The meta viewport content for a device of this width, or null to keep the default. */
export function forcedViewportContent(deviceWidth: number): string | null {
  return deviceWidth > 0 && deviceWidth <= MOBILE_MAX_WIDTH ? `width=${FORCED_VIEWPORT_WIDTH}` : null;
}
