/**
 * The accessibility rules of the site, shared by the browser tests (a sample of pages) and
 * `npm run check:a11y` (every exported URL).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0–2.2 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Without a licence key, Pro and Premium demos show MUI X's watermark. */
export const HAS_LICENSE = Boolean(process.env.NEXT_PUBLIC_MUI_LICENSE?.trim());

/**
 * The watermark MUI X draws over Pro and Premium components without a licence key: faint on
 * purpose, so axe's contrast rule would flag it. Excluded from accessibility checks only then.
 * Every Pro package renders the same element (`Watermark` of @mui/x-license, an inline-styled
 * div) inside the component: in the grid's main area, in a tree's `ul`, in a chart.
 */
const AXE_EXCLUDE: string[] = HAS_LICENSE ? [] : ['div[style*="z-index: 100000"][style*="letter-spacing: 5px"]'];

/** An axe run over the page with the site's rules, leaving out what AXE_EXCLUDE names. */
export function axeBuilder(page: Page): AxeBuilder {
  return AXE_EXCLUDE.reduce((builder, selector) => builder.exclude(selector), new AxeBuilder({ page })).withTags(AXE_TAGS);
}

/**
 * Runs `labelInNameProblems` in the page. The shim: tsx (esbuild, keepNames) wraps named
 * inner functions in a `__name()` helper that does not exist in the page.
 */
export async function labelInNameProblemsIn(page: Page): Promise<string[]> {
  await page.evaluate('globalThis.__name = globalThis.__name || ((target) => target)');
  return page.evaluate(labelInNameProblems);
}

/**
 * WCAG 2.5.3 (label in name), stricter than axe's own rule: every control whose name comes
 * from `aria-label` / `aria-labelledby` must contain its visible text, so that a speech-input
 * user can say what they see. Runs in the page; returns one line per offending control.
 * Text hidden from assistive technology (`aria-hidden`, such as keyboard hints), text drawn
 * at no size (the Data Grid's filter count badge at 0 is `scale(0)`, not `display: none`) and
 * text without letters or digits (`#`, arrows) is not a label, nor is a separate number beside
 * words (a count badge: "2 Filters" named "Show filters" is fine; a button showing only "15",
 * or "Page 2" in one text, still needs it in its name). Numbers compare by value ("01" and
 * "1"), as they are spoken.
 */
export function labelInNameProblems(): string[] {
  const CONTROLS =
    'a[href], button, summary, input, select, textarea, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"]';
  // Numbers are said by value: "01" shown, "1 hours" named, is the same word to speech input.
  const normalize = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
      .replace(/\b0+(?=\d)/g, '');
  const visibleText = (element: Element, withCounts: boolean): string => {
    let text = '';
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        // Text drawn at no size is not seen, e.g. a zero count badge shrunk by `scale(0)`.
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        const content = node.textContent ?? '';
        // A text node that is only a number (the "2" badge of "2 Filters") is a count.
        const isCount = /^\s*[\d.,+%]+\s*$/.test(content);
        if ((box.width > 0 || box.height > 0) && (withCounts || !isCount)) text += content;
        return;
      }
      if (!(node instanceof Element)) return;
      if (node.getAttribute('aria-hidden') === 'true') return;
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      if (node.matches('.visually-hidden, .sr-only')) return;
      node.childNodes.forEach(walk);
      text += ' ';
    };
    walk(element);
    return normalize(text);
  };
  const problems: string[] = [];
  for (const element of document.querySelectorAll(CONTROLS)) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const label = element.getAttribute('aria-label');
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = normalize(
      label ??
        (labelledBy
          ? labelledBy
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : ''),
    );
    if (!label && !labelledBy) continue;
    const shown = visibleText(element, true);
    if (!/[\p{L}\p{N}]/u.test(shown)) continue;
    // A count beside words is a value, not part of the label; a number alone is the label.
    const words = visibleText(element, false);
    const text = /\p{L}/u.test(words) ? words : shown;
    if (!name.includes(text)) {
      problems.push(`<${element.tagName.toLowerCase()}> shows "${text}" but is named "${name}"`);
    }
  }
  return problems;
}
