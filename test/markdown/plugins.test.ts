import { describe, expect, it } from 'vitest';
import { compileMarkdown, FRONT } from './compile';
import { FRONT_MATTER_SCHEMA } from '@/src/content/frontMatter';

describe('compiled markdown module', () => {
  it('exports the front matter, the h2/h3 table of contents and the source path', async () => {
    const { module } = await compileMarkdown(
      `${FRONT}productId: x-data-grid\n`.replace('---\nproductId: x-data-grid\n', 'productId: x-data-grid\n---\n') +
        '\nIntro.\n\n## Sort model\n\n### Initial state\n\n#### Deep\n\n## Sort model\n\n## Comparators\n\n### Custom comparator\n',
    );
    expect(module.meta).toEqual({
      title: 'Data Grid - Sorting',
      description: 'Sort rows by one or more columns.',
      productId: 'x-data-grid',
    });
    expect(module.toc).toEqual([
      { id: 'sort-model', text: 'Sort model', children: [{ id: 'initial-state', text: 'Initial state', children: [] }] },
      { id: 'sort-model-1', text: 'Sort model', children: [] },
      { id: 'comparators', text: 'Comparators', children: [{ id: 'custom-comparator', text: 'Custom comparator', children: [] }] },
    ]);
    expect(module.sourcePath).toBe('data/data-grid/sorting/sorting.md');
  });

  it('keeps an explicit {#id} so translated headings keep their anchor', async () => {
    const { module, html } = await compileMarkdown(`${FRONT}\n## 排序模型 {#sort-model}\n\n## 比较 \`sortComparator\` {#comparators}\n`);
    expect(module.toc.map((entry) => [entry.id, entry.text])).toEqual([
      ['sort-model', '排序模型'],
      ['comparators', '比较 sortComparator'],
    ]);
    expect(html).toContain('<h2 id="sort-model">排序模型<a class="anchor-link" href="#sort-model"');
    expect(html).not.toContain('{#');
  });

  it('lists components from the front matter', async () => {
    const { module } = await compileMarkdown(
      '---\ntitle: Pinning\ndescription: Pin columns.\ncomponents: [DataGridPro, DataGridPremium]\n---\n\nText.\n',
    );
    expect(module.meta.components).toEqual(['DataGridPro', 'DataGridPremium']);
  });
});

describe('rendered markdown', () => {
  it.each([
    [
      'a callout',
      ':::warning\nMind the **gap**.\n:::',
      // The type is spoken first: a screen reader hears "Warning: Mind the gap."
      '<span class="visually-hidden">Warning: </span><p>Mind the <strong>gap</strong>.</p></div></aside>',
    ],
    [
      'a callout with a title',
      ':::success[Good to know]\nIt works.\n:::',
      '<span class="visually-hidden">Tip: </span><p class="callout-title">Good to know</p><p>It works.</p></div></aside>',
    ],
    ['a GitHub table', '| Prop | Type |\n| - | - |\n| rows | array |', '<td>rows</td><td>array</td>'],
    ['strikethrough', 'Use ~~old~~ new.', '<del>old</del>'],
    ['an internal link, slash added', '[Sorting](/x/react-data-grid/sorting)', '<a href="/x/react-data-grid/sorting/">Sorting</a>'],
    ['an internal link with a hash', '[Model](/x/react-data-grid/sorting#sort-model)', 'href="/x/react-data-grid/sorting/#sort-model"'],
    ['an external link, untouched', '[npm](https://www.npmjs.com/package/@mui/x-data-grid)', 'href="https://www.npmjs.com/package/@mui/x-data-grid"'],
    ['text that looks like a directive', 'A ratio of 16:9 and key:value pairs.', '<p>A ratio of 16:9 and key:value pairs.</p>'],
  ])('renders %s', async (_label, markdown, expected) => {
    const { html } = await compileMarkdown(`${FRONT}\n${markdown}\n`);
    expect(html).toContain(expected);
  });

  it('rewrites internal links of a Chinese file to /zh/', async () => {
    const { html } = await compileMarkdown(
      `${FRONT}\n[排序](/x/react-data-grid/sorting/) [外部](https://mui.com/x/) [本页](#usage)\n`,
      '/project/data/data-grid/sorting/sorting-zh.md',
    );
    expect(html).toContain('href="/zh/x/react-data-grid/sorting/"');
    expect(html).toContain('href="https://mui.com/x/"');
    expect(html).toContain('href="#usage"');
  });

  it('highlights code at build time with light colours and dark variables', async () => {
    const { html } = await compileMarkdown(`${FRONT}\n\`\`\`tsx\nconst rows = [];\n\`\`\`\n`);
    expect(html).toMatch(/<pre class="shiki shiki-themes github-light-default github-dark-default"/);
    // Token colours are classes (a light and a dark palette index, src/content/build/codePalette.ts), not inline styles.
    expect(html).toMatch(/<span class="l\d+ d\d+">const<\/span>/);
    expect(html).not.toMatch(/<span style="color:/);
    expect(html).toContain('class="language-tsx"');
  });

  it('keeps code left to right on right-to-left pages', async () => {
    const { html } = await compileMarkdown(`${FRONT}\nUse \`(a) => b\`.\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n`);
    expect(html).toContain('<code dir="ltr">(a) =&gt; b</code>');
    expect(html).toMatch(/<pre class="shiki[^>]*dir="ltr"/);
  });

  it('renders a code block without a language as plain text', async () => {
    const { html } = await compileMarkdown(`${FRONT}\n\`\`\`\nnpm run build\n\`\`\`\n`);
    expect(html).toContain('npm run build');
    expect(html).toContain('<pre class="shiki');
  });
});

describe('build errors name the file and line', () => {
  const file = '/project/data/data-grid/sorting/sorting.md';
  it.each([
    ['no front matter', 'Just text.\n', 1, 'The page has no front matter'],
    ['a missing title', '---\ndescription: Fine.\n---\n', 2, 'Front matter is missing "title"'],
    ['a missing description', '---\ntitle: Fine\n---\n', 2, 'Front matter is missing "description"'],
    ['an empty title', '---\ntitle: ""\ndescription: Fine.\n---\n', 2, '"title" must be a non-empty string'],
    ['a title over 70 characters', `---\ntitle: ${'x'.repeat(71)}\ndescription: Fine.\n---\n`, 2, '"title" is 71 characters long; the limit is 70'],
    ['a description over 160 characters', `---\ntitle: Fine\ndescription: ${'x'.repeat(160)}.\n---\n`, 3, 'the limit is 160'],
    ['a description without final punctuation', '---\ntitle: Fine\ndescription: No period\n---\n', 3, 'must end with "." or "!"'],
    ['an unknown key', '---\ntitle: Fine\ndescription: Fine.\nauthor: me\n---\n', 4, 'Unknown front matter key "author"'],
    ['invalid YAML', '---\ntitle: Fine\ndescription: [unclosed\n---\n', 3, 'Front matter is not valid YAML'],
    ['a front matter list', '---\n- a\n- b\n---\n', 2, 'must be a YAML mapping'],
    ['an unknown productId', '---\ntitle: Fine\ndescription: Fine.\nproductId: x-maps\n---\n', 4, '"productId" must be one of'],
    ['bad components', '---\ntitle: Fine\ndescription: Fine.\ncomponents: DataGrid\n---\n', 4, '"components" must be a non-empty list'],
    ['an omitted topic without its reason', '---\ntitle: Fine\ndescription: Fine.\nomittedTopics:\n  - topic: Upcoming features\n---\n', 4, 'Each omitted topic needs "reason"'],
    ['an empty omitted topics list', '---\ntitle: Fine\ndescription: Fine.\nomittedTopics: []\n---\n', 4, '"omittedTopics" must list at least one topic'],
    ['fewerDemos without a reason', '---\ntitle: Fine\ndescription: Fine.\nfewerDemos: 3\n---\n', 4, '"fewerDemos" must be a sentence'],
    ['an unknown callout', `${FRONT}\nText.\n\n:::tip\nNo.\n:::\n`, 8, 'Unknown callout ":::tip"'],
    ['an unknown leaf directive', `${FRONT}\n::tabs{group="install"}\n`, 6, 'Unknown directive "::tabs"'],
    ['a level-1 heading', `${FRONT}\n# Title again\n`, 6, 'Level-1 headings are not allowed'],
    ['a reused explicit id', `${FRONT}\n## A {#same}\n\n## B {#same}\n`, 8, 'The heading id "same" is used twice'],
    ['an unknown code language', `${FRONT}\n\n\`\`\`jsxx\nx\n\`\`\`\n`, 7, 'Unknown code block language "jsxx"'],
  ])('%s', async (_label, markdown, line, message) => {
    const error = await compileMarkdown(markdown, file).then(
      () => null,
      (caught: unknown) => caught as { message: string; line?: number; file?: string },
    );
    expect(error).not.toBeNull();
    expect(error?.message).toContain(message);
    expect(error?.line).toBe(line);
    expect(error?.file).toBe(file);
  });
});

describe('code blocks', () => {
  it('carry a title and highlighted lines from the fence meta', async () => {
    const { html } = await compileMarkdown(`${FRONT}\n\`\`\`ts title="grid.ts" {2}\nconst a = 1;\nconst b = 2;\n\`\`\`\n`);
    expect(html).toContain('data-title="grid.ts"');
    expect(html).toMatch(/<span class="line">.*const.*<\/span>\n<span class="line highlighted">/s);
  });
});

describe('a description ends as a sentence does in its language', () => {
  it.each(['A sentence.', 'Try it!', '一个句子。', '试试看！'])('%j is accepted', (description) => {
    expect(FRONT_MATTER_SCHEMA.shape.description.safeParse(description).success).toBe(true);
  });
  it.each(['No period', '一个句子', 'Half a sentence,'])('%j is refused', (description) => {
    expect(FRONT_MATTER_SCHEMA.shape.description.safeParse(description).success).toBe(false);
  });
});
