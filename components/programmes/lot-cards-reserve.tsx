/** A card's height before it is measured: two lines of facts and the 44 px button. */
export const CARD_HEIGHT = 96;

/**
 * The height `count` lot cards will take, kept on a phone until they are drawn: nothing below moves when they come,
 * and the photos and the map further down are not fetched before the adviser scrolls to them.
 */
export function LotCardsReserve({ count, className }: { count: number; className?: string }) {
  return <div className={className} style={{ height: count * CARD_HEIGHT }} aria-hidden />;
}
