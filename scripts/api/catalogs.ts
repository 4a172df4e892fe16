/**
 * The Data Grid's generated catalogs, read from the same TypeScript program as the API pages:
 *
 * - events: every member of `GridEventLookup` as the three packages declare it (the Pro and
 *   Premium packages add theirs by module augmentation), with the type of its `params` and
 *   `event`, its plan (the package whose declaration file declares it) and its JSDoc;
 * - selectors: every selector the packages export (`gridSortModelSelector`,
 *   `selectedGridRowsSelector`: a lower-case export ending in `Selector` that can be called),
 *   with its return type, its plan (the lowest package exporting it), its feature folder
 *   (`hooks/features/sorting/` -> `sorting`) and its JSDoc.
 *
 * Anything tagged `@ignore` or `@internal` is left out, as on the API pages.
 */
import { createRequire } from 'node:module';
import type ts from 'typescript';
import type { Plan } from '@/src/navigation/types';
import { cleanType, isUndocumented, type ProgramAccess } from './extract';
import { planOfPackage } from './packages';

const typescript = createRequire(import.meta.url)('typescript') as typeof ts;

/** The Data Grid's packages, from the lowest plan up; the first declares `GridEventLookup`. */
export const GRID_PACKAGES = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'] as const;

export interface RawEvent {
  name: string;
  /** The type of the listener's first argument (`params`); absent when the event has none. */
  params?: string;
  /** The type of the DOM event passed second, when there is one. */
  event?: string;
  plan?: Plan;
  description: string;
}

export interface RawCatalogSelector {
  name: string;
  returns: string;
  /** What it is called with: the API object's ref (selectors made with `createSelector`), or the state. */
  argument: 'apiRef' | 'state';
  plan?: Plan;
  /** The feature folder it is declared in (`sorting`, `rowSelection`), or `core`. */
  feature: string;
  description: string;
  deprecated?: string;
}

export interface RawCatalogs {
  events: RawEvent[];
  selectors: RawCatalogSelector[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

function docs(access: ProgramAccess, symbol: ts.Symbol): string {
  return typescript.displayPartsToString(symbol.getDocumentationComment(access.checker)).trim();
}

/** The declared type of a member of an event's `{ params; event }` object, as written. */
function memberTypeText(access: ProgramAccess, owner: ts.Type, name: string, location: ts.Node): string | undefined {
  const member = access.checker.getPropertyOfType(owner, name);
  if (!member) {
    return undefined;
  }
  const declaration = member.declarations?.[0];
  if (declaration && typescript.isPropertySignature(declaration) && declaration.type) {
    return cleanType(declaration.type.getText());
  }
  return cleanType(access.checker.typeToString(access.checker.getTypeOfSymbolAtLocation(member, location), undefined, typescript.TypeFormatFlags.NoTruncation));
}

/**
 * Every documented event of `GridEventLookup`. The Pro package augments the interface of
 * `@mui/x-data-grid` and the Premium package the one of `@mui/x-data-grid-pro`, and the compiler
 * merges each augmentation into the symbol seen through that module only, so the events are the
 * union of the interface as each package exports it.
 */
export function extractEvents(access: ProgramAccess): RawEvent[] {
  const events = new Map<string, RawEvent>();
  for (const packageName of GRID_PACKAGES) {
    const lookup = access.exportsOf(packageName).get('GridEventLookup');
    if (!lookup || !(lookup.flags & typescript.SymbolFlags.Interface)) {
      throw new Error(`API reference: ${packageName} does not export the GridEventLookup interface the events catalog is read from.`);
    }
    for (const event of access.checker.getPropertiesOfType(access.checker.getDeclaredTypeOfSymbol(lookup))) {
      const declaration = event.declarations?.[0];
      if (!declaration || events.has(event.getName()) || isUndocumented(event.getJsDocTags(access.checker))) {
        continue;
      }
      const declaredBy = access.packageOfFile(declaration.getSourceFile().fileName);
      if (!declaredBy) {
        throw new Error(`API reference: the event "${event.getName()}" is declared outside the Data Grid packages (${declaration.getSourceFile().fileName}).`);
      }
      const eventType = access.checker.getTypeOfSymbolAtLocation(event, declaration);
      const params = memberTypeText(access, eventType, 'params', declaration);
      const domEvent = memberTypeText(access, eventType, 'event', declaration);
      const plan = planOfPackage(declaredBy);
      events.set(event.getName(), {
        name: event.getName(),
        ...(params === undefined ? {} : { params }),
        ...(domEvent === undefined ? {} : { event: domEvent }),
        ...(plan ? { plan } : {}),
        description: docs(access, event),
      });
    }
  }
  return [...events.values()].sort(byName);
}

/** Whether an export name is a selector's: `gridSortModelSelector`, `selectedIdsLookupSelector`. */
export function isSelectorName(name: string): boolean {
  return /^[a-z]\w*Selector$/.test(name) && !/^use[A-Z]/.test(name);
}

/** `…/hooks/features/rowSelection/gridRowSelectionSelector.d.ts` -> `rowSelection`; elsewhere `core`. */
export function featureOfFile(fileName: string): string {
  return /[\\/]hooks[\\/]features[\\/]([^\\/]+)[\\/]/.exec(fileName)?.[1] ?? 'core';
}

/** Every documented selector the Data Grid packages export, with its plan. */
export function extractSelectors(access: ProgramAccess): RawCatalogSelector[] {
  const found = new Map<string, RawCatalogSelector>();
  for (const packageName of GRID_PACKAGES) {
    for (const [name, symbol] of access.exportsOf(packageName)) {
      const declaration = symbol.valueDeclaration;
      if (found.has(name) || !isSelectorName(name) || !declaration) {
        continue;
      }
      const tags = symbol.getJsDocTags(access.checker);
      if (isUndocumented(tags)) {
        continue;
      }
      const type = access.checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const call = type.getCallSignatures()[0];
      if (!call) {
        continue;
      }
      const plan = planOfPackage(packageName);
      const deprecated = tags.find((tag) => tag.name === 'deprecated');
      found.set(name, {
        name,
        returns: cleanType(access.checker.typeToString(call.getReturnType(), undefined, typescript.TypeFormatFlags.NoTruncation)),
        // `OutputSelector` (createSelector) has an `acceptsApiRef` flag and an `(apiRef)` overload.
        argument: access.checker.getPropertyOfType(type, 'acceptsApiRef') ? 'apiRef' : 'state',
        ...(plan ? { plan } : {}),
        feature: featureOfFile(declaration.getSourceFile().fileName),
        description: docs(access, symbol),
        ...(deprecated ? { deprecated: typescript.displayPartsToString(deprecated.text).trim() } : {}),
      });
    }
  }
  return [...found.values()].sort(byName);
}

export function extractCatalogs(access: ProgramAccess): RawCatalogs {
  return { events: extractEvents(access), selectors: extractSelectors(access) };
}

