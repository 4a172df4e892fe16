/**
 * `get_demo`: a live demo's source in TypeScript or JavaScript, with the modules it imports and
 * what to install for them at this checkout's versions; without a name, the page's demos.
 */
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Language } from '@/src/config/site';
import { STYLING_VARIANTS, type CodeStyling } from '@/src/preferences/values';
import { fencedCode } from '@/scripts/compiler/twin/markdownText';
import { LICENSES, type Docs, type DocsDemo } from '../docs';
import { pageUrl } from '../locate';
import { didYouMean, nearest } from '../nearby';
import { importsOf, installCommand } from '../packages';
import { answer, findPage, ToolError } from './shared';

const CODE_LANGUAGES = { ts: { fence: 'tsx', extension: '.tsx', label: 'TypeScript' }, js: { fence: 'jsx', extension: '.js', label: 'JavaScript' } } as const;

const INPUT = {
  page: z.string().trim().min(1).max(2000).describe('The page the demo is on: a URL from search_docs (`https://mui.com/x/react-data-grid/sorting/`) or a path (`/x/react-data-grid/sorting`).'),
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('The demo (`MultiColumnSort`, as search_docs lists it). Another styling of it: `Name.css` or `Name.tailwind`. Leave it out to list the page\'s demos.'),
  variant: z.enum(['ts', 'js']).optional().describe('"ts" for TypeScript (default), "js" for JavaScript.'),
};

const DEMO_ENTRY = z.object({
  name: z.string(),
  section: z.string().optional().describe('The heading it is under.'),
  url: z.string(),
  stylings: z.array(z.string()).describe('"system" (MUI System), and the other stylings it comes in: ask for `Name.css`.'),
});

export const DEMO_OUTPUT = z.object({
  page: z.string(),
  url: z.string(),
  demos: z.array(DEMO_ENTRY).describe('Every demo of the page.'),
  demo: z
    .object({
      name: z.string(),
      file: z.string(),
      variant: z.enum(['ts', 'js']),
      styling: z.string(),
      imports: z.array(z.string()).describe('The modules the source imports.'),
      install: z.object({
        packages: z.array(
          z.object({
            name: z.string(),
            version: z.string().nullable(),
            peer: z.boolean().describe('Needed by another package in the list rather than imported.'),
            plan: z.enum(LICENSES).optional(),
            overrides: z.record(z.string(), z.string()).optional().describe('npm overrides the docs install it with.'),
          }),
        ),
        command: z.string(),
      }),
      license: z.string().optional().describe('What a Pro or Premium package needs.'),
      source: z.string(),
    })
    .optional(),
});

type DemoOutput = z.infer<typeof DEMO_OUTPUT>;

function stylingsOf(demo: DocsDemo): CodeStyling[] {
  return (['system', ...STYLING_VARIANTS] as const).filter((styling) => demo.code[styling] !== undefined);
}

/** `MultiColumnSort`, `MultiColumnSort.tsx`, `StyledItems.css`, `StyledItems.css.tsx` → name and styling. */
function readDemoName(input: string): { name: string; styling: CodeStyling } {
  const parts = input.replace(/\.(tsx|jsx|ts|js)$/i, '').split('.');
  const last = (parts.at(-1) ?? '').toLowerCase();
  const styling = STYLING_VARIANTS.find((variant) => variant === last);
  return styling && parts.length > 1 ? { name: parts.slice(0, -1).join('.'), styling } : { name: parts.join('.'), styling: 'system' };
}

export function getDemo(docs: Docs, args: { page: string; name?: string; variant?: 'ts' | 'js' }): DemoOutput {
  const { page, language } = findPage(docs, args.page);
  const { demos } = page.languages[language];
  const listing = {
    page: page.languages[language].title,
    url: pageUrl(page.pathname, language),
    demos: demos.map((demo) => ({
      name: demo.name,
      ...(demo.section ? { section: demo.section.title } : {}),
      url: pageUrl(page.pathname, language, demo.section?.anchor),
      stylings: stylingsOf(demo),
    })),
  };
  if (demos.length === 0) {
    throw new ToolError(`${page.pathname} has no live demos. search_docs finds the pages about a topic; the demos of a hit are listed with it.`);
  }
  if (!args.name) {
    return listing;
  }
  const wanted = readDemoName(args.name);
  const demo = demos.find((candidate) => candidate.name.toLowerCase() === wanted.name.toLowerCase());
  if (!demo) {
    const near = nearest(wanted.name, demos, (candidate) => [candidate.name]).map((candidate) => candidate.name);
    const elsewhere = docs.pages.find((other) => other.languages[language].demos.some((candidate) => candidate.name.toLowerCase() === wanted.name.toLowerCase()));
    const hint = elsewhere ? ` A demo named so is on ${pageUrl(elsewhere.pathname, language)}.` : ` The page's demos: ${demos.map((candidate) => candidate.name).join(', ')}.`;
    throw new ToolError(`${page.pathname} has no demo "${wanted.name}".${didYouMean(near)}${hint}`);
  }
  const code = demo.code[wanted.styling];
  if (!code) {
    throw new ToolError(`The demo ${demo.name} comes in ${stylingsOf(demo).join(' and ')} styling only, not "${wanted.styling}".`);
  }
  return { ...listing, demo: demoDetails(docs, language, demo, wanted.styling, code[args.variant ?? 'ts'], args.variant ?? 'ts') };
}

function demoDetails(docs: Docs, language: Language, demo: DocsDemo, styling: CodeStyling, source: string, variant: 'ts' | 'js') {
  const imports = importsOf(source);
  const packages = docs.packages.installFor(imports);
  const plans = packages.filter((entry) => !entry.peer && entry.plan);
  const licenseVersion = docs.packages.version('@mui/x-license');
  return {
    name: demo.name,
    file: `${demo.name}${styling === 'system' ? '' : `.${styling}`}${CODE_LANGUAGES[variant].extension}`,
    variant,
    styling,
    imports,
    install: { packages, command: installCommand(packages) },
    ...(plans.length > 0
      ? {
          license: `${plans.map((entry) => `${entry.name} needs a ${entry.plan === 'premium' ? 'Premium' : 'Pro'} license`).join('; ')}: without a key it works with a watermark; install @mui/x-license${licenseVersion ? `@${licenseVersion}` : ''} and call LicenseInfo.setLicenseKey(key) once before rendering (${pageUrl('/x/introduction/licensing', language)}).`,
        }
      : {}),
    source,
  };
}

/** The demo as markdown for clients that read text: where it is from, what to install, then the code. */
function demoText(output: DemoOutput): string {
  const demo = output.demo;
  if (!demo) return JSON.stringify(output);
  const label = CODE_LANGUAGES[demo.variant];
  return [
    `# ${demo.name} (${label.label}${demo.styling === 'system' ? '' : `, ${demo.styling} styling`})`,
    `From ${output.demos.find((entry) => entry.name === demo.name)?.url ?? output.url} (${output.page}).`,
    `Install: \`${demo.install.command}\``,
    ...(demo.license ? [demo.license] : []),
    fencedCode(demo.source, label.fence, demo.file),
  ].join('\n\n');
}

export function registerGetDemo(server: McpServer, docs: () => Promise<Docs>): void {
  server.registerTool(
    'get_demo',
    {
      title: 'Get an MUI X demo\'s source',
      description: [
        'The source of a live demo of the MUI X 7.23.6 docs, ready to copy: TypeScript (variant "ts", default) or JavaScript ("js"), with the modules it imports and the packages to install at the versions the docs run (an npm install command; MUI X at 7.23.6, peers such as @mui/material and React included), and what a Pro or Premium package needs.',
        'Without name, lists the page\'s demos with the heading each is under. search_docs lists the demos of each hit.',
      ].join(' '),
      inputSchema: INPUT,
      outputSchema: DEMO_OUTPUT,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      const output = getDemo(await docs(), args);
      return answer(output, demoText(output));
    },
  );
}
