import { describe, expect, it } from 'vitest';
import { syntheticNavSource, syntheticPage, syntheticPathname } from '@/scripts/bench/synthetic';
import { compileMarkdown } from '../markdown/compile';

describe('synthetic pages of bench:scale', () => {
  it('compile like real pages, with headings, a table, three code blocks and links', async () => {
    const { file, markdown } = syntheticPage(41, 300);
    expect(file).toBe('data/synthetic/page-0042/page-0042.md');
    const { module, html } = await compileMarkdown(markdown, `/project/${file}`);
    expect(module.meta.title).toBe('Synthetic filtering 0042');
    expect(module.toc.map((entry) => entry.text)).toEqual(['Turning it on', 'Props', 'With other features', 'Caveats']);
    expect(html.match(/<h2/g)).toHaveLength(4);
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html.match(/<pre/g)).toHaveLength(3);
    expect(html).toContain('href="/x/synthetic/page-0043/"');
  });

  it('link the last page back to the first', () => {
    expect(syntheticPage(299, 300).markdown).toContain(`](${syntheticPathname(0)}/)`);
  });

  it.each([
    { total: 1, groups: 1 },
    { total: 25, groups: 1 },
    { total: 26, groups: 2 },
    { total: 1000, groups: 40 },
  ])('puts $total pages in the nav in $groups groups', ({ total, groups }) => {
    const source = syntheticNavSource(total);
    expect(source.match(/title: 'Synthetic group \d+'/g)).toHaveLength(groups);
    expect(source.match(/pathname: '\/x\/synthetic\/page-\d{4}'/g)).toHaveLength(total);
  });
});
