/**
 * A strict reader of the colours a reader may pick or store: `#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (comma or space syntax, optional alpha),
 * nothing else. Anything it accepts is a complete CSS colour value on its own: no text can
 * follow it, so a stored or typed value can never close a rule or start another one.
 *
 * Accepting a colour means computing it: every accepted value has finite channels, and the
 * site hands Material UI's colour maths only its canonical form (`canonicalColor`), which that
 * maths reads exactly. Material UI itself reads neither the space syntax (`rgb(255 0 0 / 50%)`
 * gave `rgb(255, NaN, NaN)`), nor percentages, nor hue units.
 */

/** Red, green and blue from 0 to 255 and alpha from 0 to 1, all finite. */
export type ColorChannels = readonly [red: number, green: number, blue: number, alpha: number];

/**
 * The channels of `value` when it is a colour in one of the accepted formats, else null.
 * Self-contained (no imports, no module state): the pre-paint script embeds its source to
 * check stored values.
 */
export function colorChannels(value: unknown): ColorChannels | null {
  // Longer text is not one of these formats: no need to read it.
  if (typeof value !== 'string' || value.length > 64) return null;
  const text = value.trim();
  const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text) ? text.slice(1) : null;
  if (hex !== null) {
    const digits = hex.length <= 4 ? hex.replace(/./g, '$&$&') : hex;
    const byte = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2) || 'ff', 16);
    return [byte(0), byte(1), byte(2), byte(3) / 255];
  }
  const match = /^(rgba?|hsla?)\(\s*([^()]*?)\s*\)$/i.exec(text);
  if (!match) return null;
  const read = (part: string | undefined) => {
    const found = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|turn|rad|grad)?$/i.exec((part || '').trim());
    const number = found ? Number(found[1]) : NaN;
    // `1e400` is a number to the syntax and Infinity to JavaScript: not a channel.
    return found && isFinite(number) ? { value: number, unit: (found[2] || '').toLowerCase() } : null;
  };
  const body = match[2] || '';
  let items: string[];
  let alphaText: string | undefined;
  if (body.indexOf(',') >= 0) {
    items = body.split(',');
    if (items.length !== 3 && items.length !== 4) return null;
    alphaText = items[3];
    items = items.slice(0, 3);
  } else {
    const halves = body.split('/');
    if (halves.length > 2) return null;
    items = (halves[0] || '').trim().split(/\s+/);
    alphaText = halves[1];
  }
  if (items.length !== 3) return null;
  const first = read(items[0]);
  const second = read(items[1]);
  const third = read(items[2]);
  if (!first || !second || !third) return null;
  let alpha = 1;
  if (alphaText !== undefined) {
    const found = read(alphaText);
    if (!found || (found.unit !== '' && found.unit !== '%')) return null;
    alpha = found.unit === '%' ? found.value / 100 : found.value;
    if (alpha < 0 || alpha > 1) return null;
  }
  if ((match[1] || '').toLowerCase().indexOf('rgb') === 0) {
    if (first.unit !== second.unit || first.unit !== third.unit) return null;
    if (first.unit !== '' && first.unit !== '%') return null;
    const max = first.unit === '%' ? 100 : 255;
    const channels = [first.value, second.value, third.value];
    if (!channels.every((channel) => channel >= 0 && channel <= max)) return null;
    const scale = 255 / max;
    return [first.value * scale, second.value * scale, third.value * scale, alpha];
  }
  // hsl: a hue (a number of degrees or an angle), then saturation and lightness in percent.
  const turns: Record<string, number> = { '': 1 / 360, deg: 1 / 360, turn: 1, rad: 1 / (2 * Math.PI), grad: 1 / 400 };
  const hueTurns = first.value * (turns[first.unit] || NaN);
  if (!isFinite(hueTurns)) return null;
  if (!(second.unit === '%' && third.unit === '%')) return null;
  if (second.value < 0 || second.value > 100 || third.value < 0 || third.value > 100) return null;
  const hue = (((hueTurns % 1) + 1) % 1) * 12;
  const saturation = second.value / 100;
  const lightness = third.value / 100;
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (offset: number) => {
    const k = (offset + hue) % 12;
    return (lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return [channel(0), channel(8), channel(4), alpha];
}

/**
 * True when `value` is a colour in one of the accepted formats (see `colorChannels`, whose
 * source the pre-paint script embeds next to its own copy of this test).
 */
export function isColor(value: unknown): value is string {
  return colorChannels(value) !== null;
}

const hexByte = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * The accepted colour `value` in the form the site stores and Material UI computes with:
 * `#rrggbb` when opaque, `rgba(r, g, b, a)` otherwise (whole channels, alpha to 3 decimals).
 * Null when `value` is not an accepted colour.
 */
export function canonicalColor(value: unknown): string | null {
  const channels = colorChannels(value);
  if (!channels) return null;
  const [red, green, blue, alpha] = channels;
  const roundedAlpha = Math.round(alpha * 1000) / 1000;
  if (roundedAlpha === 1) {
    return `#${hexByte(red)}${hexByte(green)}${hexByte(blue)}`;
  }
  return `rgba(${Math.round(red)}, ${Math.round(green)}, ${Math.round(blue)}, ${roundedAlpha})`;
}
