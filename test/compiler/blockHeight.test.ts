import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { blockHeight } from '@/scripts/compiler/blockHeight';

/** The estimated height of the one block `html` holds. */
const heightOf = (html: string) => {
  const [block] = fromHtml(html, { fragment: true }).children;
  if (!block || block.type === 'doctype') throw new Error('no block');
  return blockHeight(block);
};
const words = (chars: number) => 'a'.repeat(chars);
const code = (lines: number) => `<pre><code>${Array.from({ length: lines }, (_, index) => `<span class="line">line ${index}</span>`).join('\n')}</code></pre>`;

describe('the least height of a block', () => {
  it.each<[string, string, number]>([
    ['a one-line paragraph: a line and the gap under it', `<p>${words(40)}</p>`, 27 + 16],
    ['a paragraph of 111 characters takes two lines', `<p>${words(111)}</p>`, 2 * 27 + 16],
    ['inline markup does not start lines', `<p>${words(60)}<code>${words(30)}</code><a href="/x/">${words(20)}</a></p>`, 27 + 16],
    ['an empty paragraph (an image alone) counts nothing', '<p><img src="/a.png" alt=""></p>', 0],
    ['a heading by its level', '<h2 id="a">A long heading that could wrap<a href="#a">#</a></h2>', 70],
    ['a smaller heading', '<h3 id="b">B</h3>', 50],
    ['a code block by its lines', `<div class="code-block"><div>${code(12)}</div><button type="button">Copy</button></div>`, 12 * 21],
    ['a table by its rows', `<div class="table-scroll"><table><thead><tr><th>A</th></tr></thead><tbody>${'<tr><td>x</td></tr>'.repeat(5)}</tbody></table></div>`, 6 * 40],
    ['list items stack', `<ul><li>${words(30)}</li><li>${words(230)}</li></ul>`, 27 + 3 * 27],
    ['a closed disclosure shows its summary only', `<details><summary>More</summary>${code(40)}</details>`, 27],
    ['an open one shows all', `<details open=""><summary>More</summary>${code(40)}</details>`, 27 + 40 * 21],
    ['a set height is the height: a demo preview clips its code', `<div class="demo-static-code" style="height:378px">${code(119)}</div>`, 378],
    ['a minimum height is a floor: an island reserves its room', '<div class="island" style="min-height:840px"><div style="height:408px"></div></div>', 840],
    ['what a reader with JavaScript does not see counts nothing', `<div><noscript><p>${words(500)}</p></noscript><p hidden="">${words(500)}</p><p class="visually-hidden">${words(500)}</p></div>`, 0],
  ])('%s', (_label, html, expected) => {
    expect(heightOf(html)).toBe(expected);
  });
});
