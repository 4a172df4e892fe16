// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { copyDemoSourcesForPrint, PRINT_SOURCE_ATTRIBUTE } from '@/src/layout/printDemoSources';

/** A demo placeholder as the compiler writes it: with scripting on, its <noscript> holds markup as text. */
function placeholder(id: string, source: string, name = 'demo'): string {
  return `<div id="${id}" class="island" data-island="${name}"><noscript><p class="demo-noscript">Its source:</p><pre><code>${source}</code></pre></noscript></div>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('copyDemoSourcesForPrint', () => {
  it('puts each demo\'s source beside its <noscript>, once', () => {
    document.body.innerHTML = placeholder('island-0', 'const a = 1;') + placeholder('island-1', 'const b = 2;');
    expect(copyDemoSourcesForPrint(document)).toBe(2);
    const copies = document.querySelectorAll(`[${PRINT_SOURCE_ATTRIBUTE}]`);
    expect([...copies].map((copy) => copy.querySelector('code')?.textContent)).toEqual(['const a = 1;', 'const b = 2;']);
    expect(copies[0]?.nextElementSibling?.tagName).toBe('NOSCRIPT');
    // Printing again adds nothing.
    expect(copyDemoSourcesForPrint(document)).toBe(0);
    expect(document.querySelectorAll(`[${PRINT_SOURCE_ATTRIBUTE}]`)).toHaveLength(2);
  });

  it('leaves alone a demo whose source the no-JavaScript fallback already put back, and other islands', () => {
    document.body.innerHTML = placeholder('island-0', 'x', 'theme-builder') + placeholder('island-1', 'y');
    document.getElementById('island-1')?.insertAdjacentHTML('afterbegin', '<div data-no-script-copy=""><pre>y</pre></div>');
    expect(copyDemoSourcesForPrint(document)).toBe(0);
  });
});
