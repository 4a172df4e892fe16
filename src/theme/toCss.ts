/** A tiny serialiser for the theme's style objects (no emotion needed, server or browser). */
export type StyleObject = { [key: string]: string | number | StyleObject };

function kebab(property: string): string {
  return property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Serialises `{ selector: { property: value } }` objects (nested at-rules allowed) to CSS. */
export function toCss(sheet: StyleObject): string {
  return Object.entries(sheet)
    .map(([selector, body]) => {
      if (typeof body !== 'object') {
        return '';
      }
      const declarations = Object.entries(body)
        .filter(([, value]) => typeof value !== 'object')
        .map(([property, value]) => `${kebab(property)}:${value}`)
        .join(';');
      const nested = Object.entries(body).filter(([, value]) => typeof value === 'object') as [string, StyleObject][];
      const nestedCss = nested.map(([key, value]) => toCss({ [key]: value })).join('');
      if (selector.startsWith('@')) {
        return `${selector}{${declarations}${toCss(body as StyleObject)}}`;
      }
      return `${declarations ? `${selector}{${declarations}}` : ''}${nestedCss}`;
    })
    .join('');
}
