/**
 * A component or interface of the API data (`.api/api-reference.json`, src/content/shared/
 * apiData.ts) as the JSON `get_api` returns: descriptions as markdown with absolute links,
 * plans spelled out, a component's props apart from an interface's properties and methods.
 */
import { z } from 'zod';
import { apiPathname } from '@/data/api/components';
import { SITE_ORIGIN } from '@/src/config/site';
import type { ApiMember, ApiPageData, ApiUsage } from '@/src/content/shared/apiData';
import { rewriteDocLinks } from '@/scripts/compiler/api/links';
import { htmlToMarkdown } from '@/scripts/compiler/twin/markdownText';
import { LICENSES, licenseOf } from './docs';
import { pageUrl } from './locate';

const PLAN = z.enum(LICENSES).describe('The license it needs: mit, pro or premium.');

const MEMBER = z.object({
  name: z.string(),
  type: z.string(),
  default: z.string().optional(),
  required: z.boolean(),
  plan: PLAN,
  description: z.string(),
  deprecated: z.string().optional().describe('Present when deprecated: what to use instead.'),
  signature: z
    .object({
      text: z.string(),
      params: z.array(z.object({ name: z.string(), type: z.string(), description: z.string() })),
      returns: z.object({ type: z.string(), description: z.string().optional() }),
    })
    .optional(),
  group: z.string().optional().describe('The interface that declares it (GridApi\'s methods come from GridSortApi, GridFilterApi, …).'),
});

export const API_OUTPUT = z.object({
  name: z.string(),
  kind: z.enum(['component', 'interface']),
  product: z.string(),
  plan: PLAN,
  package: z.string(),
  version: z.string().describe('The version of the package these declarations were read from.'),
  imports: z.array(z.string()).describe('An import statement per module that exports it, the narrowest module first.'),
  url: z.string().describe('Its API page on the site.'),
  description: z.string(),
  deprecated: z.string().optional(),
  declaration: z.string().optional().describe('A union type alias, as declared.'),
  member: z.string().optional().describe('The one member asked for (`DataGrid.sortModel`): the lists below hold only it.'),
  props: z.array(MEMBER).optional().describe("A component's props."),
  properties: z.array(MEMBER).optional().describe("An interface's properties."),
  methods: z.array(MEMBER).optional().describe("An interface's methods, with their signatures."),
  slots: z.array(z.object({ name: z.string(), default: z.string().optional(), description: z.string(), plan: PLAN })),
  cssClasses: z.array(z.object({ className: z.string(), key: z.string().describe('The key in the classes prop and the theme\'s styleOverrides.'), description: z.string(), plan: PLAN })),
  inherits: z.array(z.object({ component: z.string(), package: z.string(), via: z.string(), count: z.number() })).optional(),
  usedOn: z.array(z.object({ title: z.string(), url: z.string() })).describe('Guide pages that use it.'),
  vendored: z.string().optional().describe('Why its declarations come from another version of the package.'),
});

export type ApiJson = z.infer<typeof API_OUTPUT>;
type MemberJson = z.infer<typeof MEMBER>;

/** JSDoc HTML as markdown, with links absolute on the site. */
function markdown(html: string | undefined): string {
  if (!html) return '';
  return htmlToMarkdown(rewriteDocLinks(html, 'en')).replace(/\]\(\/(?!\/)/g, `](${SITE_ORIGIN}/`);
}

/** A member whose type is a function type written out (`(field: string) => void`): the API page's "methods" (as in scripts/compiler/api/ApiReference.tsx). */
function isMethod(member: ApiMember): boolean {
  return member.signature !== undefined && /^[(<]/.test(member.type);
}

function memberJson(member: ApiMember, entryPlan: ApiPageData['plan']): MemberJson {
  const signature = member.signature;
  return {
    name: member.name,
    type: member.type,
    ...(member.default !== undefined ? { default: member.default } : {}),
    required: member.required,
    plan: licenseOf(member.plan ?? entryPlan),
    description: markdown(member.descriptionHtml),
    ...(member.deprecatedHtml !== undefined ? { deprecated: markdown(member.deprecatedHtml) || 'Deprecated.' } : {}),
    ...(signature
      ? {
          signature: {
            text: signature.text,
            params: signature.params.map((param) => ({ name: param.name, type: param.type, description: markdown(param.descriptionHtml) })),
            returns: { type: signature.returnType, ...(signature.returnsHtml ? { description: markdown(signature.returnsHtml) } : {}) },
          },
        }
      : {}),
    ...(member.group ? { group: member.group } : {}),
  };
}

export function apiJson(api: ApiPageData, usage: ApiUsage): ApiJson {
  const members = api.members.map((member) => ({ member, json: memberJson(member, api.plan) }));
  const lists =
    api.kind === 'component'
      ? { props: members.map(({ json }) => json) }
      : {
          properties: members.filter(({ member }) => !isMethod(member)).map(({ json }) => json),
          methods: members.filter(({ member }) => isMethod(member)).map(({ json }) => json),
        };
  return {
    name: api.name,
    kind: api.kind,
    product: api.product,
    plan: licenseOf(api.plan),
    package: api.packageName,
    version: api.version,
    imports: api.imports.map(
      (module) =>
        `import ${api.kind === 'interface' ? 'type ' : ''}{ ${api.exportName === api.name ? api.name : `${api.exportName} as ${api.name}`} } from '${module}';`,
    ),
    url: pageUrl(apiPathname(api)),
    description: markdown(api.descriptionHtml),
    ...(api.deprecatedHtml !== undefined ? { deprecated: markdown(api.deprecatedHtml) || 'Deprecated.' } : {}),
    ...(api.declaration ? { declaration: api.declaration } : {}),
    ...lists,
    slots: api.slots.map((slot) => ({
      name: slot.name,
      ...(slot.defaultComponent ? { default: slot.defaultComponent } : {}),
      description: markdown(slot.descriptionHtml),
      plan: licenseOf(slot.plan ?? api.plan),
    })),
    cssClasses: api.classes.map((cssClass) => ({
      className: cssClass.className,
      key: cssClass.key,
      description: markdown(cssClass.descriptionHtml),
      plan: licenseOf(cssClass.plan ?? api.plan),
    })),
    ...(api.inherits.length > 0
      ? { inherits: api.inherits.map((entry) => ({ component: entry.component, package: entry.packageName, via: entry.via, count: entry.count })) }
      : {}),
    usedOn: (usage[api.name] ?? []).map((page) => ({ title: page.title, url: pageUrl(page.pathname) })),
    ...(api.vendored ? { vendored: `${api.vendored.packageName} ${api.vendored.version} instead of ${api.vendored.wantedVersion}: ${api.vendored.reason}` } : {}),
  };
}

/** Only the member, slot or CSS class named `wanted` (any case; a class by key or class name), or null when there is none. */
export function onlyMember(json: ApiJson, wanted: string): ApiJson | null {
  const name = wanted.replace(/^\./, '').toLowerCase();
  const keep = <T extends { name: string }>(list: T[] | undefined) => list?.filter((entry) => entry.name.toLowerCase() === name);
  const narrowed: ApiJson = {
    ...json,
    ...(json.props ? { props: keep(json.props) } : {}),
    ...(json.properties ? { properties: keep(json.properties) } : {}),
    ...(json.methods ? { methods: keep(json.methods) } : {}),
    slots: keep(json.slots) ?? [],
    cssClasses: json.cssClasses.filter((entry) => entry.key.toLowerCase() === name || entry.className.toLowerCase() === name),
  };
  const found = [narrowed.props, narrowed.properties, narrowed.methods, narrowed.slots, narrowed.cssClasses].flat().filter(Boolean);
  return found.length > 0 ? { ...narrowed, member: wanted } : null;
}

/** Every name a member of the entry can be asked by: members, slots, CSS class keys. */
export function memberNames(api: ApiPageData): string[] {
  return [...api.members.map((member) => member.name), ...api.slots.map((slot) => slot.name), ...api.classes.map((cssClass) => cssClass.key)];
}
