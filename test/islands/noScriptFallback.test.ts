// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { APP_RUNNING_ATTRIBUTE, COPY_ATTRIBUTE, FALLBACK_ATTRIBUTE, takeOverFromFallback } from '@/src/islands/noScriptFallback';

const html = document.documentElement;

afterEach(() => {
  html.className = '';
  [APP_RUNNING_ATTRIBUTE, FALLBACK_ATTRIBUTE].forEach((name) => html.removeAttribute(name));
  document.body.innerHTML = '';
});

describe('the app taking over from the no-JavaScript fallbacks', () => {
  it('withdraws fallbacks that were put back, and marks the page as running', () => {
    html.classList.add('no-js');
    html.setAttribute(FALLBACK_ATTRIBUTE, '');
    document.body.innerHTML = `<div class="island"><div ${COPY_ATTRIBUTE}=""><pre>source</pre></div><noscript>source</noscript></div>`;
    takeOverFromFallback(document);
    expect(html.classList.contains('no-js')).toBe(false);
    expect(html.hasAttribute(FALLBACK_ATTRIBUTE)).toBe(false);
    expect(html.hasAttribute(APP_RUNNING_ATTRIBUTE)).toBe(true);
    expect(document.querySelectorAll(`[${COPY_ATTRIBUTE}]`)).toHaveLength(0);
    expect(document.querySelector('.island noscript')).not.toBeNull();
  });

  it('leaves a page that never fell back as it is', () => {
    html.classList.add('mode-light');
    document.body.innerHTML = '<div class="island"><noscript>source</noscript></div>';
    takeOverFromFallback(document);
    expect(html.className).toBe('mode-light');
    expect(html.hasAttribute(APP_RUNNING_ATTRIBUTE)).toBe(true);
    expect(document.body.innerHTML).toBe('<div class="island"><noscript>source</noscript></div>');
  });
});
