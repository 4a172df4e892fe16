/**
 * `get_api`: a component or interface as typed JSON (apiJson.ts), or one of its members
 * (`DataGrid.sortModel`). An unknown name gets the entries, or the members, nearest to it.
 */
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ApiPageData } from '@/src/content/shared/apiData';
import { API_OUTPUT, apiJson, memberNames, onlyMember, type ApiJson } from '../apiJson';
import type { Docs } from '../docs';
import { pageUrl } from '../locate';
import { didYouMean, nearest } from '../nearby';
import { answer, ToolError } from './shared';

const INPUT = {
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe('A component or interface (`DataGrid`, `DateRangePicker`, `GridColDef`, `GridApi`), or one member of it as `Name.member` (`DataGrid.sortModel`, `GridApi.sortColumn`, `DataGrid.toolbar` for a slot, `DataGrid.root` for a CSS class).'),
};

/** The JSON of each entry, made on first request. */
const made = new WeakMap<ApiPageData, ApiJson>();

function entryJson(docs: Docs, api: ApiPageData): ApiJson {
  const known = made.get(api);
  if (known) return known;
  const json = apiJson(api, docs.apiUsage);
  made.set(api, json);
  return json;
}

export function getApi(docs: Docs, name: string): ApiJson {
  const dot = name.indexOf('.', 1);
  const entryName = dot > 0 ? name.slice(0, dot) : name;
  const memberName = dot > 0 ? name.slice(dot + 1) : '';
  const api =
    docs.api.find((entry) => entry.name === entryName) ?? docs.api.find((entry) => entry.name.toLowerCase() === entryName.toLowerCase());
  if (!api) {
    // A member's name alone (`sortModel`): the entries that have it.
    const owners = docs.api.filter((entry) => memberNames(entry).some((member) => member.toLowerCase() === name.toLowerCase()));
    const suggestions = owners.length > 0 ? owners.map((entry) => `${entry.name}.${name}`) : nearest(entryName, docs.api, (entry) => [entry.name]).map((entry) => entry.name);
    throw new ToolError(`No component or interface named "${entryName}" in the MUI X 7.23.6 API reference.${didYouMean(suggestions.slice(0, 3))} list_pages with a product lists its API pages.`);
  }
  const json = entryJson(docs, api);
  if (!memberName) return json;
  const narrowed = onlyMember(json, memberName);
  if (!narrowed) {
    const near = nearest(memberName, memberNames(api), (member) => [member]).map((member) => `${api.name}.${member}`);
    throw new ToolError(`${api.name} has no prop, member, slot or CSS class named "${memberName}".${didYouMean(near)} get_api("${api.name}") lists them all.`);
  }
  // The guide pages that use the entry and name this member.
  const realName = [narrowed.props, narrowed.properties, narrowed.methods, narrowed.slots].flatMap((list) => list ?? [])[0]?.name ?? narrowed.cssClasses[0]?.className ?? memberName;
  const named = new RegExp(`(?<![\\w$-])${realName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w$-])`);
  const usedOn = (docs.apiUsage[api.name] ?? []).filter((page) => named.test(docs.byPathname.get(page.pathname)?.languages.en.twin ?? ''));
  return { ...narrowed, usedOn: usedOn.map((page) => ({ title: page.title, url: pageUrl(page.pathname) })) };
}

export function registerGetApi(server: McpServer, docs: () => Promise<Docs>): void {
  server.registerTool(
    'get_api',
    {
      title: 'Get an MUI X component or interface API',
      description: [
        'The API reference of one MUI X 7.23.6 component or interface as JSON: package, version and import statements, props (components) or properties and methods (interfaces) with type, default, plan, description and deprecation, function signatures with their parameters, slots with their default component, CSS classes, and the guide pages that use it.',
        'Pass `Name.member` (`DataGrid.sortModel`) to get one prop, method, slot or CSS class instead of the whole list (DataGridPremium has hundreds).',
        'Descriptions are markdown; plan is the license needed (mit, pro, premium).',
      ].join(' '),
      inputSchema: INPUT,
      outputSchema: API_OUTPUT,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ name }) => answer(getApi(await docs(), name)),
  );
}
