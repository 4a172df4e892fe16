/**
 * The API reference as HTML, rendered at build time (server-only: nothing here ships to the
 * browser). Tables are plain HTML: a long type collapses into a native <details> that works
 * without JavaScript and by keyboard, and on narrow columns each row stacks (see apiStyles.ts).
 * The markup stays lean (a 170-prop page is large, and its HTML also travels in the page data):
 * styles target elements rather than a class per cell.
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { Language } from '@/src/config/site';
import type { ApiCssClass, ApiGroup, ApiInheritance, ApiMember, ApiPageData, ApiSlot } from '@/src/content/shared/apiData';
import { localizePath } from '@/src/i18n/paths';
import { interpolate } from '@/src/i18n/translate';
import type { Plan } from '@/src/navigation/types';
import { SEARCH_IGNORE, searchMemberProps } from '@/src/config/searchMarkup';
import { CopyButton, makeHeading } from '../components';
import { CountedTitle, FilterBox } from './filterBox';
import { apiHref, prepareDocHtml } from './links';

export type Translate = (key: string) => string;

/** What every part needs: the strings of the content's language, and the reader's language for links. */
export interface RenderContext {
  t: Translate;
  /** The language links keep (a Chinese route showing English text still links to Chinese pages). */
  language: Language;
}

export const H2 = makeHeading('h2');
export const H3 = makeHeading('h3');

/** A translated sentence whose `code` spans become <code>. */
export function Sentence({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={index}>{part.slice(1, -1)}</code> : part,
      )}
    </>
  );
}

export function Html({ html, ctx, self, as: Tag = 'div', className }: { html: string; ctx: RenderContext; self?: string; as?: 'div' | 'span'; className?: string }) {
  if (!html) {
    return null;
  }
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: prepareDocHtml(html, ctx.language, self) }} />;
}

/**
 * Code with line-break opportunities (<wbr>) where a reader expects a break: before each
 * capital of a camelCase name, after `.`, `<`, `(`, `,` and `|` in a type. Columns stay narrow
 * without breaking a name in the middle of a word.
 */
export function Breakable({ text, at }: { text: string; at: 'name' | 'type' }) {
  const parts = text.split(at === 'name' ? /(?<=[a-z0-9])(?=[A-Z])/ : /(?<=[.<(,|] ?)(?! )/);
  return (
    <code>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/** `<p>text</p>` -> `text`, so a one-paragraph description fits in a list item. */
export function stripParagraph(html: string): string {
  const match = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return match && !match[1]?.includes('<p>') ? (match[1] ?? '') : html;
}

/** Anchor ids: `#prop-rows`, `#slot-toolbar`, `#class-root`, `#method-sortColumn`, `#property-field`. */
export function memberAnchor(member: ApiMember, kind: 'component' | 'interface'): string {
  if (kind === 'component') {
    return `prop-${member.name}`;
  }
  return `${isMethod(member) ? 'method' : 'property'}-${member.name}`;
}

/** A member whose type is a function type written out (`(field: string) => void`). */
function isMethod(member: ApiMember): boolean {
  return member.signature !== undefined && /^[(<]/.test(member.type);
}

export function PlanChip({ plan, ctx }: { plan: Plan; ctx: RenderContext }) {
  return (
    <span className="api-plan" data-plan={plan} title={ctx.t(`plan.${plan}`)}>
      {ctx.t(`api.plan.${plan}`)}
      <span className="visually-hidden"> ({ctx.t(`plan.${plan}`)})</span>
    </span>
  );
}

/** Splits a type at its top-level `|` (outside brackets, braces, parentheses and strings). */
function topLevelUnion(type: string): string[] {
  return splitTopLevel(type, '|');
}

/**
 * Walks a type's characters, tracking bracket depth outside string literals. `visit` gets each
 * character with the depth before it (an opening bracket is at its outer depth, a closing one
 * at its inner depth) and returns `true` to stop. The `>` of `=>` is not a bracket.
 */
function walkTopLevel(type: string, visit: (char: string, index: number, depth: number) => boolean | void): void {
  let depth = 0;
  let quote = '';
  for (let index = 0; index < type.length; index += 1) {
    const char = type.charAt(index);
    if (quote) {
      if (char === '\\') {
        index += 1;
      } else if (char === quote) {
        quote = '';
      }
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      quote = char;
      continue;
    }
    const closing = ')]}>'.includes(char) && !(char === '>' && type.charAt(index - 1) === '=');
    if (visit(char, index, depth)) {
      return;
    }
    if ('([{<'.includes(char)) {
      depth += 1;
    } else if (closing) {
      depth -= 1;
    }
  }
}

/** Splits text at a separator that is outside brackets, braces, parentheses and strings. */
function splitTopLevel(type: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  walkTopLevel(type, (char, index, depth) => {
    if (char === separator && depth === 0) {
      parts.push(type.slice(start, index).trim());
      start = index + 1;
    }
  });
  parts.push(type.slice(start).trim());
  return parts.filter(Boolean);
}

/** The index of the bracket closing the one at `open`, or -1. */
function closingBracket(type: string, open: number): number {
  let found = -1;
  walkTopLevel(type.slice(open), (char, index, depth) => {
    if (index > 0 && depth === 1 && ')]}>'.includes(char) && !(char === '>' && type.charAt(open + index - 1) === '=')) {
      found = open + index;
      return true;
    }
    return false;
  });
  return found;
}

/**
 * A function type's parameter list and return type, split at its own top-level `=>`:
 * `<E>(event: E, handler: H) => () => void` has the parameters `event: E, handler: H` and returns
 * `() => void`. Undefined when the type is not a function type.
 */
export function functionTypeParts(type: string): { params: string; returnType: string } | undefined {
  const text = type.trim();
  let start = 0;
  if (text.startsWith('<')) {
    const end = closingBracket(text, 0);
    if (end < 0) {
      return undefined;
    }
    start = end + 1;
    while (text.charAt(start) === ' ') {
      start += 1;
    }
  }
  if (text.charAt(start) !== '(') {
    return undefined;
  }
  const close = closingBracket(text, start);
  const arrow = /^\s*=>\s*/.exec(text.slice(close + 1));
  if (close < 0 || !arrow) {
    return undefined;
  }
  const returnType = text.slice(close + 1 + arrow[0].length).trim();
  return returnType ? { params: text.slice(start + 1, close), returnType } : undefined;
}

/** Types longer than this are shortened, with the full type behind a <details>. */
const SHORT_TYPE_LENGTH = 48;

/** A one-line summary of a long type: the first union members, `{ … }`, or `(…) => R`. */
export function shortType(type: string): string {
  const union = topLevelUnion(type);
  if (union.length > 2 || (union.length === 2 && type.length > SHORT_TYPE_LENGTH)) {
    const shown: string[] = [];
    for (const member of union) {
      if (shown.length > 0 && [...shown, member].join(' | ').length > SHORT_TYPE_LENGTH - 6) {
        break;
      }
      shown.push(member.length > SHORT_TYPE_LENGTH ? shortType(member) : member);
    }
    return `${shown.join(' | ')} | …`;
  }
  if (type.startsWith('{')) {
    return '{ … }';
  }
  const parts = functionTypeParts(type);
  if (parts) {
    // `(field: string, direction?: GridSortDirection) => void` -> `(field, direction?) => void`.
    const names = splitTopLevel(parts.params, ',').map((param) => splitTopLevel(param, ':')[0] ?? param);
    const returned = parts.returnType.length > 24 ? '…' : parts.returnType;
    const short = `(${names.join(', ')}) => ${returned}`;
    return short.length <= SHORT_TYPE_LENGTH ? short : `(…) => ${returned}`;
  }
  return `${type.slice(0, SHORT_TYPE_LENGTH - 8).trimEnd()}…`;
}

/** A type: inline when short, otherwise shortened with the formatted type behind a <details>. */
export function TypeView({ type, formatted, ctx }: { type: string; formatted?: string; ctx: RenderContext }) {
  if (type.length <= SHORT_TYPE_LENGTH && !formatted?.includes('\n')) {
    return <Breakable text={type} at="type" />;
  }
  return (
    <details>
      <summary>
        <Breakable text={shortType(type)} at="type" />
        <span className="visually-hidden"> ({ctx.t('api.fullType')})</span>
      </summary>
      <pre dir="ltr">
        <code>{formatted ?? type}</code>
      </pre>
    </details>
  );
}

/** A function member's parameters and return value, as its JSDoc describes them. */
function SignatureView({ member, ctx, self }: { member: ApiMember; ctx: RenderContext; self: string }) {
  const signature = member.signature;
  if (!signature) {
    return null;
  }
  const documented = signature.params.some((param) => param.descriptionHtml) || signature.returnsHtml;
  const showText = !isMethod(member);
  if (!showText && !documented) {
    return null;
  }
  return (
    <div className="api-signature">
      {showText ? (
        <>
          <p className="api-label">{ctx.t('api.signature')}:</p>
          <pre dir="ltr">
            <code>{`function${signature.text}`}</code>
          </pre>
        </>
      ) : null}
      {documented ? (
        <ul>
          {/* The signature above names every parameter; the list adds those the JSDoc describes. */}
          {signature.params
            .filter((param) => param.descriptionHtml)
            .map((param) => (
              <li key={param.name}>
                <code>{param.name.replace(/\?$/, '')}</code>: <Html as="span" html={stripParagraph(param.descriptionHtml)} ctx={ctx} self={self} />
              </li>
            ))}
          {signature.returnsHtml ? (
            <li>
              <em>{ctx.t('api.returns')}</em> <code>{signature.returnType}</code>:{' '}
              <Html as="span" html={stripParagraph(signature.returnsHtml)} ctx={ctx} self={self} />
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

export function Deprecated({ html, ctx, self }: { html: string; ctx: RenderContext; self: string }) {
  return (
    <p className="api-deprecated">
      <strong>{ctx.t('api.deprecated')}.</strong> <Html as="span" html={stripParagraph(html)} ctx={ctx} self={self} />
    </p>
  );
}

/**
 * The frame of every API table: a name column (row headers), middle columns, a description.
 * The middle columns' names are also CSS variables, so the stacked layout of narrow columns can
 * label each value ("Type: …") without repeating the label in every cell.
 */
export function ApiTable({ labels, children }: { labels: string[]; children: ReactNode }) {
  const style = Object.fromEntries(labels.slice(1, -1).map((label, index) => [`--api-label-${index + 1}`, JSON.stringify(label)])) as CSSProperties;
  return (
    <div className="api-table-wrap">
      <table className="api-table" data-columns={labels.length} style={style}>
        <thead>
          <tr>
            {labels.map((label) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The first cell of a row: the name, linking to its own anchor, and its marks. */
export function NameCell({ href, name, children }: { href: string; name: string; children?: ReactNode }) {
  return (
    <th scope="row">
      <a href={href}>
        <Breakable text={name} at="name" />
      </a>
      {children}
    </th>
  );
}

function Value({ code }: { code: string | undefined }) {
  return code === undefined ? (
    // Its dash is drawn by the style sheet, silent for screen readers (apiStyles.ts).
    <td className="api-empty" />
  ) : (
    <td>
      <Breakable text={code} at="type" />
    </td>
  );
}

/**
 * Props or members as a table: name (with its anchor, required mark, plan and deprecation),
 * type, default (only when some member has one) and description.
 */
export function MembersTable({
  members,
  kind,
  ctx,
  self,
  hrefBase = '',
}: {
  members: readonly ApiMember[];
  kind: 'component' | 'interface';
  ctx: RenderContext;
  self: string;
  /** Where the anchors live, when the table is shown on another page (`::api-methods`). */
  hrefBase?: string;
}) {
  const { t } = ctx;
  const withDefault = members.some((member) => member.default !== undefined);
  const labels = [t('api.name'), t('api.type'), ...(withDefault ? [t('api.default')] : []), t('api.description')];
  return (
    <ApiTable labels={labels}>
      {members.map((member) => {
        const anchor = memberAnchor(member, kind);
        return (
          <tr
            key={member.name}
            id={hrefBase ? undefined : anchor}
            data-deprecated={member.deprecatedHtml === undefined ? undefined : ''}
            {...(hrefBase ? {} : searchMemberProps())}
          >
            <NameCell href={`${hrefBase}#${anchor}`} name={member.name}>
              {member.required && kind === 'component' ? (
                <span className="api-required" title={t('api.required')}>
                  *<span className="visually-hidden"> ({t('api.required')})</span>
                </span>
              ) : null}
              {member.plan ? <PlanChip plan={member.plan} ctx={ctx} /> : null}
            </NameCell>
            <td>
              <TypeView type={member.type} formatted={member.typeFormatted} ctx={ctx} />
            </td>
            {withDefault ? <Value code={member.default} /> : null}
            <td>
              {member.deprecatedHtml === undefined ? null : <Deprecated html={member.deprecatedHtml} ctx={ctx} self={self} />}
              <Html html={member.descriptionHtml} ctx={ctx} self={self} />
              <SignatureView member={member} ctx={ctx} self={self} />
            </td>
          </tr>
        );
      })}
    </ApiTable>
  );
}

function SlotsTable({ slots, ctx, self }: { slots: readonly ApiSlot[]; ctx: RenderContext; self: string }) {
  const { t } = ctx;
  return (
    <ApiTable labels={[t('api.slotName'), t('api.defaultComponent'), t('api.description')]}>
      {slots.map((slot) => (
        <tr key={slot.name} id={`slot-${slot.name}`} {...searchMemberProps()}>
          <NameCell href={`#slot-${slot.name}`} name={slot.name}>
            {slot.plan ? <PlanChip plan={slot.plan} ctx={ctx} /> : null}
          </NameCell>
          <Value code={slot.defaultComponent} />
          <td>
            <Html html={slot.descriptionHtml} ctx={ctx} self={self} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

function ClassesTable({ classes, ctx, self }: { classes: readonly ApiCssClass[]; ctx: RenderContext; self: string }) {
  const { t } = ctx;
  return (
    <ApiTable labels={[t('api.className'), t('api.ruleName'), t('api.description')]}>
      {classes.map((item) => (
        <tr key={item.key} id={`class-${item.key}`} {...searchMemberProps()}>
          <NameCell href={`#class-${item.key}`} name={`.${item.className}`} />
          <Value code={item.key} />
          <td>
            <Html html={item.descriptionHtml} ctx={ctx} self={self} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

/** Every anchor of a section in a compact, collapsed list (the table of contents names sections only). */
export function AnchorIndex({ ids, what, ctx }: { ids: { id: string; label: string }[]; what: string; ctx: RenderContext }) {
  if (ids.length < 8) {
    return null;
  }
  return (
    <details className="api-index" {...SEARCH_IGNORE}>
      <summary>{interpolate(ctx.t('api.jumpTo'), { count: ids.length, what: what.toLowerCase() })}</summary>
      <ul>
        {ids.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`}>{label}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function CodeBlocks({ blocks }: { blocks: readonly string[] }) {
  return (
    <>
      {blocks.map((html, index) => (
        <div className="code-block" key={index}>
          <div dangerouslySetInnerHTML={{ __html: html }} />
          <CopyButton />
        </div>
      ))}
    </>
  );
}

const MATERIAL_API = 'https://mui.com/material-ui/api/';
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function Inheritance({ inherits, ctx }: { inherits: readonly ApiInheritance[]; ctx: RenderContext }) {
  const listed = inherits.filter((item) => item.count > 0);
  const byPackage = new Map<string, ApiInheritance[]>();
  for (const item of inherits.filter((candidate) => candidate.count === 0)) {
    byPackage.set(item.packageName, [...(byPackage.get(item.packageName) ?? []), item]);
  }
  return (
    <>
      {listed.length > 0 ? (
        <p className="api-inherits">
          {ctx.t('api.inheritsListed')}{' '}
          {listed.map((item, index) => {
            const href = apiHref(item.component, ctx.language);
            return (
              <span key={item.component}>
                {index > 0 ? ', ' : ''}
                {href ? (
                  <a href={href}>
                    <code>{item.component}</code>
                  </a>
                ) : (
                  <code>{item.component}</code>
                )}{' '}
                ({item.count})
              </span>
            );
          })}
          .
        </p>
      ) : null}
      {[...byPackage].map(([packageName, items]) => (
        <p className="api-inherits" key={packageName}>
          {interpolate(ctx.t('api.inheritsExternal'), { package: packageName })}{' '}
          {items.map((item, index) => (
            <span key={item.component}>
              {index > 0 ? ', ' : ''}
              {packageName === '@mui/material' ? (
                <a href={`${MATERIAL_API}${kebab(item.component)}/`}>
                  <code>{item.component}</code>
                </a>
              ) : (
                <code>{item.component}</code>
              )}
            </span>
          ))}
          .
        </p>
      ))}
    </>
  );
}

function Callout({ type, children }: { type: 'info' | 'warning'; children: ReactNode }) {
  return (
    <aside className="callout" data-callout={type}>
      <svg className="callout-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          {type === 'info' ? (
            <path d="M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />
          ) : (
            <path d="M12 9v4M12 17h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          )}
        </g>
      </svg>
      <div className="callout-body">{children}</div>
    </aside>
  );
}

export interface SectionEntry {
  id: string;
  text: string;
  children: SectionEntry[];
  /** The children are the rows of this heading's section (TocEntry.rows). */
  rows?: true;
}

function Selectors({ group, ctx, self }: { group: ApiGroup; ctx: RenderContext; self: string }) {
  if (group.selectors.length === 0) {
    return null;
  }
  return (
    <div className="api-selectors">
      <p>
        <Sentence text={ctx.t('api.selectorsIntro')} />
      </p>
      <ul>
        {group.selectors.map((selector) => (
          <li key={selector.name}>
            <code>{selector.name}</code>
            {selector.returns ? (
              <>
                {' '}
                <span className="api-muted">
                  {ctx.t('api.returnsType')} <code>{selector.returns}</code>
                </span>
              </>
            ) : null}
            {selector.descriptionHtml ? (
              <>
                : <Html as="span" html={stripParagraph(selector.descriptionHtml)} ctx={ctx} self={self} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The members of one group of GridApi (`::api-methods{interface="GridSortApi"}` and the GridApi page). */
export function GroupMembers({ page, group, ctx, hrefBase = '' }: { page: ApiPageData; group: ApiGroup; ctx: RenderContext; hrefBase?: string }) {
  const members = page.members.filter((member) => member.group === group.name);
  return (
    <>
      <MembersTable members={members} kind="interface" ctx={ctx} self={page.name} hrefBase={hrefBase} />
      <Selectors group={group} ctx={ctx} self={page.name} />
    </>
  );
}

/**
 * The anchors of a section's rows (props, slots, classes, members) as entries of the table of
 * contents, under the section's heading: the contents column shows them as a compact list while
 * that section is being read (TOC_CSS in src/content/build/apiStyles.ts), and the scroll-spy marks the current row.
 */
function anchorEntries(anchors: readonly { id: string; label: string }[]): SectionEntry[] {
  return anchors.map(({ id, label }) => {
    // The browser rebuilds these entries from the rows' ids (src/navigation/tocRows.ts).
    if (id.slice(id.indexOf('-') + 1) !== label) throw new Error(`The row anchor "${id}" does not end with its label "${label}" after its kind.`);
    return { id, text: label, children: [] };
  });
}

/** A heading's entry whose children are the rows of its section. */
export function rowsEntry(id: string, text: string, anchors: readonly { id: string; label: string }[]): SectionEntry {
  return { id, text, children: anchorEntries(anchors), rows: true };
}

/**
 * The body of an API page (below the header the layout draws) and its table of contents.
 * `importBlocks` and `declarationBlock` are highlighted code (Shiki HTML).
 */
export function apiPageBody(
  page: ApiPageData,
  ctx: RenderContext,
  usage: readonly { pathname: string; title: string }[],
  importBlocks: readonly string[],
  declarationBlock: string | undefined,
): { body: ReactNode; toc: SectionEntry[] } {
  const { t } = ctx;
  const toc: SectionEntry[] = [];
  // A section of members has its count in its heading (`Props (124)`), which the filter rewrites.
  const section = (id: string, text: string, children: SectionEntry[] | { rows: { id: string; label: string }[] } = [], count?: number) => {
    const title = count === undefined ? text : `${text} (${count})`;
    toc.push(Array.isArray(children) ? { id, text: title, children } : rowsEntry(id, title, children.rows));
    return <H2 id={id}>{count === undefined ? text : <CountedTitle text={text} count={count} />}</H2>;
  };
  const grouped = page.groups.length > 0;
  const isComponent = page.kind === 'component';
  const membersTitle = isComponent ? t('api.props') : grouped ? t('api.methods') : t('api.properties');
  const membersId = isComponent ? 'props' : grouped ? 'methods' : 'properties';
  const intro = isComponent ? 'api.propsIntro' : grouped ? 'api.methodsIntro' : 'api.membersIntro';
  const introText = interpolate(t(intro), { count: page.members.length, package: page.packageName, version: page.version });
  const memberAnchors = page.members.map((member) => ({ id: memberAnchor(member, page.kind), label: member.name }));
  const memberIndex = <AnchorIndex ids={memberAnchors} what={membersTitle} ctx={ctx} />;
  const slotAnchors = page.slots.map((slot) => ({ id: `slot-${slot.name}`, label: slot.name }));
  const classAnchors = page.classes.map((item) => ({ id: `class-${item.key}`, label: item.key }));

  const parts: ReactNode[] = [];
  if (page.vendored) {
    const { packageName, version, wantedVersion, reason } = page.vendored;
    parts.push(
      <Callout type="warning" key="vendored">
        <p className="api-source">
          <strong>{interpolate(t('api.vendored'), { package: packageName, version, wanted: wantedVersion })}</strong> {reason}
        </p>
      </Callout>,
    );
  }
  if (page.deprecatedHtml !== undefined) {
    parts.push(<Deprecated key="deprecated" html={page.deprecatedHtml || '<p></p>'} ctx={ctx} self={page.name} />);
  }
  if (page.descriptionHtml) {
    parts.push(<Html key="description" html={page.descriptionHtml} ctx={ctx} self={page.name} className="api-lead" />);
  }
  parts.push(
    <section key="import" className="api-section">
      {section('import', t('api.import'))}
      <CodeBlocks blocks={importBlocks} />
    </section>,
  );
  if (declarationBlock) {
    parts.push(
      <section key="declaration" className="api-section">
        {section('declaration', t('api.declaration'))}
        <p>{interpolate(t('api.unionIntro'), { name: page.name })}</p>
        <CodeBlocks blocks={[declarationBlock]} />
      </section>,
    );
  }
  const rows = page.members.length + page.slots.length + page.classes.length;
  if (rows > 0) {
    parts.push(<FilterBox key="filter" ctx={ctx} kind="members" total={rows} />);
  }
  if (grouped) {
    const children = page.groups.map((group) =>
      rowsEntry(
        `group-${group.name}`,
        group.name,
        page.members.filter((member) => member.group === group.name).map((member) => ({ id: memberAnchor(member, page.kind), label: member.name })),
      ),
    );
    parts.push(
      <section key="members" className="api-section">
        {section(membersId, membersTitle, children, page.members.length)}
        <p>{introText}</p>
        {memberIndex}
        {page.groups.map((group) => (
          <section key={group.name} className="api-group">
            <H3 id={`group-${group.name}`}>
              {group.name}
              {group.plan ? <PlanChip plan={group.plan} ctx={ctx} /> : null}
            </H3>
            <GroupMembers page={page} group={group} ctx={ctx} />
          </section>
        ))}
      </section>,
    );
  } else {
    parts.push(
      <section key="members" className="api-section">
        {section(membersId, membersTitle, { rows: memberAnchors }, page.members.length)}
        <p>{introText}</p>
        <Inheritance inherits={page.inherits} ctx={ctx} />
        {memberIndex}
        <MembersTable members={page.members} kind={page.kind} ctx={ctx} self={page.name} />
      </section>,
    );
  }
  if (page.slots.length > 0) {
    parts.push(
      <section key="slots" className="api-section">
        {section('slots', t('api.slots'), { rows: slotAnchors }, page.slots.length)}
        <p>
          <Sentence text={t('api.slotsIntro')} />
        </p>
        <AnchorIndex ids={slotAnchors} what={t('api.slots')} ctx={ctx} />
        <SlotsTable slots={page.slots} ctx={ctx} self={page.name} />
      </section>,
    );
  }
  if (page.classes.length > 0) {
    parts.push(
      <section key="classes" className="api-section">
        {section('classes', t('api.classes'), { rows: classAnchors }, page.classes.length)}
        <p>
          <Sentence text={t('api.classesIntro')} />
        </p>
        <AnchorIndex ids={classAnchors} what={t('api.classes')} ctx={ctx} />
        <ClassesTable classes={page.classes} ctx={ctx} self={page.name} />
      </section>,
    );
  }
  parts.push(
    <section key="demos" className="api-section">
      {section('demos', t('api.demos'))}
      {usage.length > 0 ? (
        <>
          <p>{interpolate(t('api.demosIntro'), { name: page.name })}</p>
          <ul className="api-demos">
            {usage.map((item) => (
              <li key={item.pathname}>
                <a href={localizePath(item.pathname, ctx.language)}>{item.title}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{interpolate(t('api.noDemos'), { name: page.name })}</p>
      )}
    </section>,
  );
  return { body: <>{parts}</>, toc };
}
