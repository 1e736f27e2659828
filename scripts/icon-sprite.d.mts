/** The navigation sprite text (scripts/nav-sprite.mjs). */
export function navSprite(): Promise<string>;
