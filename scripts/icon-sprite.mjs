// The pages' SVG sprite: one <symbol> per menu icon and per line icon, drawn from the Tabler icon components.
import { NAV_ICON_SOURCES } from '../components/layout/nav-icon-sources.ts';
import { CHECKBOX_TICK_SYMBOL, LINE_ICON_SOURCES } from '../components/ui/sprite-icon-sources.ts';

const escape = (value) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

async function symbol(name, iconName) {
  const { __iconNode } = await import(`@tabler/icons-react/dist/esm/icons/${iconName}.mjs`);
  const shapes = __iconNode
    .map(([tag, attributes]) => {
      const drawn = Object.entries(attributes).filter(([key]) => key !== 'key');
      return `<${tag} ${drawn.map(([key, value]) => `${key}="${escape(value)}"`).join(' ')}/>`;
    })
    .join('');
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

/** The sprite's text, the same for the same icons (a test compares it with public/icons/sprite.svg). */
export async function iconSprite() {
  const sources = [...Object.entries(NAV_ICON_SOURCES), ...Object.entries(LINE_ICON_SOURCES)];
  const symbols = await Promise.all(sources.map(([name, iconName]) => symbol(name, iconName)));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}${CHECKBOX_TICK_SYMBOL}</svg>\n`;
}
