// The navigation's SVG sprite: one <symbol> per menu icon name, drawn from the Tabler icon components.
import { NAV_ICON_SOURCES } from '../components/layout/nav-icon-sources.ts';

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

/** The sprite's text, the same for the same icons (a test compares it with public/icons/nav.svg). */
export async function navSprite() {
  const symbols = await Promise.all(Object.entries(NAV_ICON_SOURCES).map(([name, iconName]) => symbol(name, iconName)));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
