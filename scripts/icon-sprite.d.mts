/** The pages' icon sprite text (scripts/icon-sprite.mjs). */
export function iconSprite(): Promise<string>;
