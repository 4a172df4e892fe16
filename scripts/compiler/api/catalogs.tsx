/**
 * The generated catalogs (data/api/catalogs.ts) as HTML, appended to their markdown pages like
 * an API index's list: the Data Grid's events and selectors, read from the packages by
 * `npm run build -- --only api` (scripts/api/catalogs.ts). Tables use the API pages' markup and styles.
 */
import type { ReactNode } from 'react';
import { apiEntryNamed, apiPathname } from '@/data/api/components';
import type { ApiCatalog } from '@/data/api/catalogs';
import type { ApiCatalogs, ApiCatalogSelector, ApiEvent } from '@/src/content/shared/apiData';
import { localizePath } from '@/src/i18n/paths';
import { interpolate } from '@/src/i18n/translate';
import {
  AnchorIndex,
  ApiTable,
  Deprecated,
  H2,
  H3,
  Html,
  NameCell,
  PlanChip,
  rowsEntry,
  Sentence,
  TypeView,
  type RenderContext,
  type SectionEntry,
} from './ApiReference';
import { apiData, apiPageData } from './data';
import { CountedTitle, FilterBox } from './filterBox';

/** The grid components, from the lowest plan up: an event's prop links to the first that has it. */
const GRID_COMPONENTS = ['DataGrid', 'DataGridPro', 'DataGridPremium'] as const;

export const eventAnchor = (name: string) => `event-${name}`;
export const selectorAnchor = (name: string) => `selector-${name}`;
export const featureAnchor = (feature: string) => `feature-${feature}`;

/** A grid prop that listens to an event, and the lowest-plan grid component that has it. */
export interface EventProp {
  prop: string;
  component: string;
}

/** What a catalog is rendered from: the generated data (injectable for tests). */
export interface CatalogSource {
  catalogs: ApiCatalogs;
  /** The version of the Data Grid packages the catalogs were read from. */
  version: string;
  /** `cellClick` -> `onCellClick` on `DataGrid`, when a grid has that prop. */
  eventProp: (event: string) => EventProp | undefined;
}

/** `cellClick` -> `onCellClick`, the grid prop that listens to it, when one of the grids has it. */
export function eventPropFromApiPages(event: string): EventProp | undefined {
  const prop = `on${event.charAt(0).toUpperCase()}${event.slice(1)}`;
  const component = GRID_COMPONENTS.find((name) => apiPageData(name).members.some((member) => member.name === prop));
  return component ? { prop, component } : undefined;
}

/** The generated data (`npm run build -- --only api`). */
export function generatedCatalogSource(): CatalogSource {
  return { catalogs: apiData().catalogs, version: apiPageData('DataGrid').version, eventProp: eventPropFromApiPages };
}

/** `rowSelection` -> `Row selection`; `core` (outside hooks/features/) has its own string. */
export function featureTitle(feature: string, t: RenderContext['t']): string {
  if (feature === 'core') {
    return t('api.catalog.feature.core');
  }
  const words = feature.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The selectors by feature, features in alphabetical order of their folder (core first). */
export function selectorsByFeature(selectors: readonly ApiCatalogSelector[]): [string, ApiCatalogSelector[]][] {
  const groups = new Map<string, ApiCatalogSelector[]>();
  for (const selector of selectors) {
    groups.set(selector.feature, [...(groups.get(selector.feature) ?? []), selector]);
  }
  return [...groups].sort(([a], [b]) => (a === 'core' ? -1 : b === 'core' ? 1 : a.localeCompare(b, 'en')));
}

function EventsTable({ events, ctx, eventProp }: { events: readonly ApiEvent[]; ctx: RenderContext; eventProp: CatalogSource['eventProp'] }) {
  const { t } = ctx;
  return (
    <ApiTable labels={[t('api.name'), t('api.catalog.params'), t('api.description')]}>
      {events.map((event) => {
        const listener = eventProp(event.name);
        const entry = listener ? apiEntryNamed(listener.component) : undefined;
        return (
          <tr key={event.name} id={eventAnchor(event.name)}>
            <NameCell href={`#${eventAnchor(event.name)}`} name={event.name}>
              {event.plan ? <PlanChip plan={event.plan} ctx={ctx} /> : null}
            </NameCell>
            <td className={event.params ? undefined : 'api-empty'}>
              {event.params ? <TypeView type={event.params} ctx={ctx} /> : <span aria-hidden="true">–</span>}
            </td>
            <td>
              <Html html={event.descriptionHtml} ctx={ctx} />
              {event.event ? (
                <div className="api-muted">
                  {t('api.catalog.eventLine')} <TypeView type={event.event} ctx={ctx} />
                </div>
              ) : null}
              {listener && entry ? (
                <p className="api-muted">
                  {t('api.catalog.prop')}{' '}
                  <a href={`${localizePath(apiPathname(entry), ctx.language)}#prop-${listener.prop}`}>
                    <code>{listener.prop}</code>
                  </a>
                </p>
              ) : null}
            </td>
          </tr>
        );
      })}
    </ApiTable>
  );
}

function SelectorsTable({ selectors, ctx }: { selectors: readonly ApiCatalogSelector[]; ctx: RenderContext }) {
  const { t } = ctx;
  return (
    <ApiTable labels={[t('api.name'), t('api.returns'), t('api.catalog.argument'), t('api.description')]}>
      {selectors.map((selector) => (
        <tr key={selector.name} id={selectorAnchor(selector.name)} data-deprecated={selector.deprecatedHtml === undefined ? undefined : ''}>
          <NameCell href={`#${selectorAnchor(selector.name)}`} name={selector.name}>
            {selector.plan ? <PlanChip plan={selector.plan} ctx={ctx} /> : null}
          </NameCell>
          <td>
            <TypeView type={selector.returns} ctx={ctx} />
          </td>
          <td>
            <code>{selector.argument}</code>
          </td>
          <td>
            {selector.deprecatedHtml === undefined ? null : <Deprecated html={selector.deprecatedHtml} ctx={ctx} self="" />}
            <Html html={selector.descriptionHtml} ctx={ctx} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

/** The catalog's part of its page (below the markdown introduction) and its table of contents. */
export function catalogBody(
  catalog: ApiCatalog,
  ctx: RenderContext,
  source: CatalogSource = generatedCatalogSource(),
): { body: ReactNode; toc: SectionEntry[] } {
  const { t } = ctx;
  const { events, selectors } = source.catalogs;
  const version = source.version;
  if (catalog.name === 'events') {
    const title = `${t('api.catalog.events')} (${events.length})`;
    const anchors = events.map((event) => ({ id: eventAnchor(event.name), label: event.name }));
    return {
      body: (
        <>
          <FilterBox ctx={ctx} kind="events" total={events.length} />
          <section className="api-section">
            <H2 id="events">
              <CountedTitle text={t('api.catalog.events')} count={events.length} />
            </H2>
            <p>
              <Sentence text={interpolate(t('api.catalog.eventsIntro'), { count: events.length, version })} />
            </p>
            <AnchorIndex ids={anchors} what={t('api.catalog.events')} ctx={ctx} />
            <EventsTable events={events} ctx={ctx} eventProp={source.eventProp} />
          </section>
        </>
      ),
      toc: [rowsEntry('events', title, anchors)],
    };
  }
  const groups = selectorsByFeature(selectors);
  const title = `${t('api.catalog.selectors')} (${selectors.length})`;
  return {
    body: (
      <>
        <FilterBox ctx={ctx} kind="selectors" total={selectors.length} />
        <section className="api-section">
          <H2 id="selectors">
            <CountedTitle text={t('api.catalog.selectors')} count={selectors.length} />
          </H2>
          <p>
            <Sentence text={interpolate(t('api.catalog.selectorsIntro'), { count: selectors.length, version })} />
          </p>
          {groups.map(([feature, items]) => (
            <section key={feature} className="api-group">
              <H3 id={featureAnchor(feature)}>
                <CountedTitle text={featureTitle(feature, t)} count={items.length} />
              </H3>
              <SelectorsTable selectors={items} ctx={ctx} />
            </section>
          ))}
        </section>
      </>
    ),
    toc: [
      {
        id: 'selectors',
        text: title,
        children: groups.map(([feature, items]) => ({ id: featureAnchor(feature), text: `${featureTitle(feature, t)} (${items.length})`, children: [] })),
      },
    ],
  };
}
