// Read by next.config.mjs (run by Node without a build): erasable TypeScript only.

/** The widths Next's image optimiser cuts images to (next.config.mjs, `images`); it refuses any other. */
export const OPTIMISER_WIDTHS = {
  // Screen widths a photo is cut for: the photos are 960 px wide, so nothing wider is of use; 750 is a phone's
  // screen at a density of about 1.75–2, which would otherwise get the 960 px cut.
  deviceSizes: [640, 750, 960],
  /** Next's own, for images narrower than a screen (logos, icons). */
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
};

/** The only quality the optimiser accepts (Next's default). */
export const OPTIMISER_QUALITY = 75;
