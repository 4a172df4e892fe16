/**
 * A strict reader of the colours a reader may pick or store: `#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (comma or space syntax, optional alpha),
 * nothing else. Anything it accepts is a complete CSS colour value on its own: no text can
 * follow it, so a stored or typed value can never close a rule or start another one.
 */

/**
 * True when `value` is a colour in one of the accepted formats. Self-contained (no imports,
 * no module state): the pre-paint script embeds its source to check stored values.
 */
export function isColor(value: unknown): value is string {
  // Longer text is not one of these formats: no need to read it.
  if (typeof value !== 'string' || value.length > 64) return false;
  const text = value.trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text)) return true;
  const match = /^(rgba?|hsla?)\(\s*([^()]*?)\s*\)$/i.exec(text);
  if (!match) return false;
  const read = (part: string | undefined) => {
    const found = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|turn|rad|grad)?$/i.exec((part || '').trim());
    return found ? { value: Number(found[1]), unit: (found[2] || '').toLowerCase() } : null;
  };
  const body = match[2] || '';
  let items: string[];
  let alphaText: string | undefined;
  if (body.indexOf(',') >= 0) {
    items = body.split(',');
    if (items.length !== 3 && items.length !== 4) return false;
    alphaText = items[3];
    items = items.slice(0, 3);
  } else {
    const halves = body.split('/');
    if (halves.length > 2) return false;
    items = (halves[0] || '').trim().split(/\s+/);
    alphaText = halves[1];
  }
  if (items.length !== 3) return false;
  const parts = items.map(read);
  const first = parts[0];
  const second = parts[1];
  const third = parts[2];
  if (!first || !second || !third) return false;
  if (alphaText !== undefined) {
    const alpha = read(alphaText);
    if (!alpha || (alpha.unit !== '' && alpha.unit !== '%')) return false;
    if (alpha.value < 0 || alpha.value > (alpha.unit === '%' ? 100 : 1)) return false;
  }
  if ((match[1] || '').toLowerCase().indexOf('rgb') === 0) {
    if (first.unit !== second.unit || first.unit !== third.unit) return false;
    if (first.unit !== '' && first.unit !== '%') return false;
    const max = first.unit === '%' ? 100 : 255;
    return [first, second, third].every((part) => part.value >= 0 && part.value <= max);
  }
  // hsl: a hue (a number or an angle), then saturation and lightness in percent.
  if (first.unit === '%') return false;
  return [second, third].every((part) => part.unit === '%' && part.value >= 0 && part.value <= 100);
}
