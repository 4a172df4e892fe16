/**
 * Nested selectors in theme style overrides, checked so that none reaches outside the
 * component it styles. Emotion (through stylis) puts the component's class where the key has
 * `&`, and in front of a key without one (`"& "` + key): `"&:hover"`, `"& .MuiButton-icon"`
 * and `".MuiButton-icon"` all select the component or what is inside it. A key can also
 * select the rest of the page: `"html:has(&) body"` (an `&` inside parentheses), `"& ~ *"` or
 * `"~ *"` (the component's later siblings), `"@font-face"` (a rule of its own). Those are
 * refused; CSS property names and slot names are not selectors and pass untouched.
 */

/** Characters that make a key a selector or an at-rule rather than a CSS property or a name. */
const SELECTOR_SYNTAX = /[&\s>+~,:[\].#*()@|\\]/;

/** At-rules that only condition the rules inside them, which stay scoped to the component. */
const SCOPED_AT_RULE = /^@(?:media|supports|container)\b/i;

const ADVICE = 'select the component or what is inside it, for example "&:hover" or "& .MuiButton-startIcon"';

/** The parts of a selector list, split at the commas outside parentheses and brackets. */
function selectorParts(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Whether one complex selector (no top-level comma) matches only the component or its content. */
function staysInside(part: string): boolean {
  // Without `&`, emotion puts the component in front: a leading sibling combinator would then
  // select the component's siblings.
  if (/^[~+]/.test(part)) return false;
  let depth = 0;
  let last = -1;
  for (let index = 0; index < part.length; index += 1) {
    const char = part[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === '&') {
      // `&` inside `:has()`, `:is()`, `:not()`, `:where()` or an attribute selects other elements.
      if (depth > 0) return false;
      last = index;
    }
  }
  if (last < 0) return true;
  // After the last `&` and the rest of its compound selector, a `~` or `+` leaves the component.
  let index = last + 1;
  depth = 0;
  while (index < part.length) {
    const char = part[index] ?? '';
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[\s>~+]/.test(char)) break;
    index += 1;
  }
  const combinator = part.slice(index).trimStart()[0];
  return combinator !== '~' && combinator !== '+';
}

/** Null when `key` is not a selector or stays inside the component; else what to change. */
export function selectorProblem(key: string): string | null {
  if (!SELECTOR_SYNTAX.test(key)) return null;
  if (key.trimStart().startsWith('@')) {
    return SCOPED_AT_RULE.test(key.trim())
      ? null
      : `"${key}" is an at-rule of its own; the builder allows @media, @supports and @container around style overrides.`;
  }
  return selectorParts(key).every(staysInside) ? null : `the selector "${key}" reaches outside the preview's component; ${ADVICE}.`;
}
