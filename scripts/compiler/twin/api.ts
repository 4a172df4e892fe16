/**
 * The API reference as markdown: the twins of the generated API pages, the tables of
 * `::api-methods` and the lists of API pages that end prose pages. Built from the same data as
 * the HTML (src/content/shared/apiData.ts), in the same order, with the same strings.
 */
import { apiCatalogAt } from '@/data/api/catalogs';
import { API_ENTRIES, API_PRODUCTS, apiEntryNamed, apiPathname, type ApiEntry, type ApiProduct } from '@/data/api/components';
import { catalogMarkdown } from '@/scripts/compiler/twin/catalogMarkdown';
import type { Language } from '@/src/config/site';
import { memberAnchor } from '../api/ApiReference';
import { interpolate } from '@/src/i18n/translate';
import { rewriteDocLinks } from '../api/links';
import { API_OBJECT } from '../api/methodsDirective';
import { apiTranslate } from '../api/strings';
import type { ApiGroup, ApiMember, ApiPageData } from '@/src/content/shared/apiData';
import { localizePath } from '@/src/i18n/paths';
import { codeSpan, fencedCode, htmlToCell, htmlToMarkdown, markdownTable } from './markdownText';

type T = (key: string) => string;

function doc(html: string | undefined, language: Language): string {
  return html ? htmlToMarkdown(rewriteDocLinks(html, language)) : '';
}

function cell(html: string | undefined, language: Language): string {
  return html ? htmlToCell(rewriteDocLinks(html, language)) : '';
}

/** "Premium plan" after a name that only the Pro or Premium variant has. */
function planNote(plan: string | undefined, t: T): string {
  return plan ? ` (${t(`plan.${plan}`)})` : '';
}

/** A member's description cell: deprecation, description, then its signature's parameters. */
function memberDescription(member: ApiMember, t: T, language: Language): string {
  const parts: string[] = [];
  if (member.deprecatedHtml !== undefined) {
    const why = cell(member.deprecatedHtml, language);
    parts.push(`**${t('api.deprecated')}.**${why ? ` ${why}` : ''}`);
  }
  const description = cell(member.descriptionHtml, language);
  if (description) {
    parts.push(description);
  }
  const signature = member.signature;
  if (signature) {
    const isMethod = /^[(<]/.test(member.type);
    if (!isMethod) {
      parts.push(`${t('api.signature')}: ${codeSpan(`function${signature.text.replace(/\s*\n\s*/g, ' ')}`)}`);
    }
    for (const param of signature.params) {
      if (param.descriptionHtml) {
        parts.push(`${codeSpan(param.name.replace(/\?$/, ''))}: ${cell(param.descriptionHtml, language)}`);
      }
    }
    if (signature.returnsHtml) {
      parts.push(`_${t('api.returns')}_ ${codeSpan(signature.returnType)}: ${cell(signature.returnsHtml, language)}`);
    }
  }
  return parts.join('<br>');
}

/**
 * Props or members: name (with required and plan marks), type (in full), default when any
 * member has one, and description. `hrefBase` links each name to its anchor on that page.
 * Required members are marked `*` where the section's intro says so (props, and the members of
 * an interface documented as a whole; not GridApi's methods, which are all "required").
 */
export function membersTable(
  members: readonly ApiMember[],
  kind: ApiEntry['kind'],
  t: T,
  language: Language,
  { hrefBase, markRequired = true }: { hrefBase?: string; markRequired?: boolean } = {},
): string {
  const withDefault = members.some((member) => member.default !== undefined);
  const headers = [t('api.name'), t('api.type'), ...(withDefault ? [t('api.default')] : []), t('api.description')];
  const rows = members.map((member) => {
    const code = codeSpan(member.name);
    const name = hrefBase ? `[${code}](${hrefBase}#${memberAnchor(member, kind)})` : code;
    const required = member.required && markRequired ? ' *' : '';
    return [
      `${name}${required}${planNote(member.plan, t)}`,
      codeSpan(member.type),
      ...(withDefault ? [member.default === undefined ? '' : codeSpan(member.default)] : []),
      memberDescription(member, t, language),
    ];
  });
  return markdownTable(headers, rows);
}

function selectorsList(group: ApiGroup, t: T, language: Language): string {
  if (group.selectors.length === 0) {
    return '';
  }
  const items = group.selectors.map((selector) => {
    const returns = selector.returns ? ` (${t('api.returnsType')} ${codeSpan(selector.returns)})` : '';
    const description = cell(selector.descriptionHtml, language);
    return `- ${codeSpan(selector.name)}${returns}${description ? `: ${description}` : ''}`;
  });
  return `${t('api.selectorsIntro')}\n\n${items.join('\n')}`;
}

function groupMembers(page: ApiPageData, group: ApiGroup, t: T, language: Language, hrefBase?: string): string {
  const members = page.members.filter((member) => member.group === group.name);
  return [membersTable(members, 'interface', t, language, { hrefBase, markRequired: false }), selectorsList(group, t, language)].filter(Boolean).join('\n\n');
}

/** `::api-methods{interface="GridSortApi"}`: the group's methods (linked to GridApi) and selectors. */
export function apiMethodsMarkdown(page: ApiPageData, interfaceName: string, language: Language): string | undefined {
  const group = page.groups.find((candidate) => candidate.name === interfaceName);
  const entry = apiEntryNamed(API_OBJECT);
  if (!group || !entry) {
    return undefined;
  }
  const t = apiTranslate(language);
  const href = localizePath(apiPathname(entry), language);
  return `${groupMembers(page, group, t, language, href)}\n\n[${t('api.seeAllMethods')}](${href})`;
}

/** The body of an API page's twin (under its title and description). */
export function apiPageMarkdown(
  page: ApiPageData,
  language: Language,
  usage: readonly { pathname: string; title: string }[],
  importLines: readonly string[],
): string {
  // The reference is English on every route (its text is the packages' JSDoc); links keep the language.
  const t = apiTranslate('en');
  const blocks: string[] = [];
  if (page.vendored) {
    const { packageName, version, wantedVersion, reason } = page.vendored;
    blocks.push(`> [!WARNING]\n> **${interpolate(t('api.vendored'), { package: packageName, version, wanted: wantedVersion })}** ${reason}`);
  }
  if (page.deprecatedHtml !== undefined) {
    const why = doc(page.deprecatedHtml, language);
    blocks.push(`**${t('api.deprecated')}.**${why ? ` ${why}` : ''}`);
  }
  const description = doc(page.descriptionHtml, language);
  if (description) {
    blocks.push(description);
  }
  blocks.push(`## ${t('api.import')}`, fencedCode(importLines.join('\n'), 'tsx'));
  if (page.declaration) {
    blocks.push(`## ${t('api.declaration')}`, interpolate(t('api.unionIntro'), { name: page.name }), fencedCode(page.declaration, 'tsx'));
  }
  const grouped = page.groups.length > 0;
  const isComponent = page.kind === 'component';
  const membersTitle = isComponent ? t('api.props') : grouped ? t('api.methods') : t('api.properties');
  const intro = isComponent ? 'api.propsIntro' : grouped ? 'api.methodsIntro' : 'api.membersIntro';
  blocks.push(`## ${membersTitle} (${page.members.length})`, interpolate(t(intro), { count: page.members.length, package: page.packageName, version: page.version }));
  if (grouped) {
    for (const group of page.groups) {
      blocks.push(`### ${group.name}${planNote(group.plan, t)}`, groupMembers(page, group, t, language));
    }
  } else {
    for (const item of page.inherits) {
      blocks.push(
        item.count > 0
          ? `${t('api.inheritsListed')} ${codeSpan(item.component)} (${item.count}).`
          : `${interpolate(t('api.inheritsExternal'), { package: item.packageName })} ${codeSpan(item.component)}.`,
      );
    }
    if (page.members.length > 0) {
      blocks.push(membersTable(page.members, page.kind, t, language));
    }
  }
  if (page.slots.length > 0) {
    blocks.push(
      `## ${t('api.slots')} (${page.slots.length})`,
      t('api.slotsIntro'),
      markdownTable(
        [t('api.slotName'), t('api.defaultComponent'), t('api.description')],
        page.slots.map((slot) => [
          `${codeSpan(slot.name)}${planNote(slot.plan, t)}`,
          slot.defaultComponent ? codeSpan(slot.defaultComponent) : '',
          cell(slot.descriptionHtml, language),
        ]),
      ),
    );
  }
  if (page.classes.length > 0) {
    blocks.push(
      `## ${t('api.classes')} (${page.classes.length})`,
      t('api.classesIntro'),
      markdownTable(
        [t('api.className'), t('api.ruleName'), t('api.description')],
        page.classes.map((item) => [`${codeSpan(`.${item.className}`)}${planNote(item.plan, t)}`, codeSpan(item.key), cell(item.descriptionHtml, language)]),
      ),
    );
  }
  blocks.push(`## ${t('api.demos')}`);
  blocks.push(
    usage.length > 0
      ? `${interpolate(t('api.demosIntro'), { name: page.name })}\n\n${usage.map((item) => `- [${item.title}](${localizePath(item.pathname, language)})`).join('\n')}`
      : interpolate(t('api.noDemos'), { name: page.name }),
  );
  return blocks.join('\n\n');
}

function entryLinks(entries: readonly ApiEntry[], language: Language, t: T): string {
  return entries.map((entry) => `- [${codeSpan(entry.name)}](${localizePath(apiPathname(entry), language)})${planNote(entry.plan, t)}`).join('\n');
}

/**
 * What the HTML appends to a markdown page (see apiSectionHtml): a product's API index lists its
 * pages by kind; a page whose front matter names components links to their API pages, under
 * its own "API" section when it has one.
 */
export function apiSectionMarkdown(pathname: string, components: readonly string[] | undefined, language: Language, hasApiSection: boolean): string {
  const t = apiTranslate(language);
  const catalog = apiCatalogAt(pathname);
  if (catalog) {
    return catalogMarkdown(catalog, language);
  }
  const indexOf = /^\/x\/api\/([a-z-]+)$/.exec(pathname)?.[1];
  if (indexOf && (API_PRODUCTS as readonly string[]).includes(indexOf)) {
    const product = indexOf as ApiProduct;
    return (['component', 'interface'] as const)
      .map((kind) => {
        const entries = API_ENTRIES.filter((entry) => entry.product === product && entry.kind === kind);
        const title = t(kind === 'component' ? 'api.components' : 'api.interfaces');
        return entries.length > 0 ? `## ${title} (${entries.length})\n\n${entryLinks(entries, language, t)}` : '';
      })
      .filter(Boolean)
      .join('\n\n');
  }
  const listed = API_ENTRIES.filter((entry) => components?.includes(entry.name));
  if (listed.length === 0) {
    return '';
  }
  return [hasApiSection ? '' : `## ${t('api.section')}`, t('api.sectionIntro'), entryLinks(listed, language, t)].filter(Boolean).join('\n\n');
}
