/**
 * Cards of a list whose photos are in its first screen, fetched at once: the first row of the widest grid (three
 * columns). Apart from the card components, so that the server lists read the number itself, not a client reference.
 */
export const FIRST_SCREEN_CARDS = 3;
