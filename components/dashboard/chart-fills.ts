/**
 * The charts' one colour-blind-safe palette (Okabe & Ito), the same in every brand. Hues alone cannot keep 3:1
 * between every pair of neighbours, so each series after the first also gets its own pattern (WCAG 1.4.1).
 */
export const SERIES_COLORS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#F0E442'];

type Pattern = 'solid' | 'stripes' | 'dots' | 'cross' | 'backslash' | 'grid';
const PATTERNS: Pattern[] = ['solid', 'stripes', 'dots', 'cross', 'backslash', 'grid'];
const TILE = 12;

/** Draws one pattern tile in `ink` over `color`. */
function drawTile(context: CanvasRenderingContext2D, color: string, pattern: Pattern, ink: string) {
  context.fillStyle = color;
  context.fillRect(0, 0, TILE, TILE);
  context.strokeStyle = ink;
  context.fillStyle = ink;
  context.lineWidth = 2;
  const line = (x1: number, y1: number, x2: number, y2: number) => {
    context.beginPath();
    context.moveTo(x1, y1);
    context.lineTo(x2, y2);
    context.stroke();
  };
  if (pattern === 'stripes' || pattern === 'cross') line(0, TILE, TILE, 0);
  if (pattern === 'backslash' || pattern === 'cross') line(0, 0, TILE, TILE);
  if (pattern === 'grid') {
    line(TILE / 2, 0, TILE / 2, TILE);
    line(0, TILE / 2, TILE, TILE / 2);
  }
  if (pattern === 'dots') {
    context.beginPath();
    context.arc(TILE / 2, TILE / 2, 2, 0, Math.PI * 2);
    context.fill();
  }
}

/** The fill of the series at `index`: its colour, patterned from the second series on (a plain colour off-screen). */
export function seriesFill(index: number, ink: string, color = SERIES_COLORS[index % SERIES_COLORS.length]): string | CanvasPattern {
  const pattern = PATTERNS[index % PATTERNS.length];
  if (pattern === 'solid' || typeof document === 'undefined') return color;
  const canvas = document.createElement('canvas');
  canvas.width = TILE;
  canvas.height = TILE;
  const context = canvas.getContext('2d');
  if (!context) return color;
  drawTile(context, color, pattern, ink);
  return context.createPattern(canvas, 'repeat') ?? color;
}
