import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DATA_FILE, API_USAGE_FILE, type ApiData, type ApiPageData, type ApiUsage } from '@/src/content/shared/apiData';

/** The generated files the API rendering reads: part of the compile cache's key. */
export const API_INPUT_FILES = [API_DATA_FILE, API_USAGE_FILE];

let data: ApiData | null = null;
let byName: Map<string, ApiPageData> | null = null;
let usage: ApiUsage | null = null;

/** The generated API data (`npm run build -- --only api` writes it before every build and dev server). */
export function apiData(): ApiData {
  if (!data) {
    const file = path.join(process.cwd(), API_DATA_FILE);
    if (!existsSync(file)) {
      throw new Error(`${API_DATA_FILE} is missing: run npm run build -- --only api.`);
    }
    data = JSON.parse(readFileSync(file, 'utf8')) as ApiData;
  }
  return data;
}

export function apiPageData(name: string): ApiPageData {
  byName ??= new Map(apiData().pages.map((page) => [page.name, page]));
  const page = byName.get(name);
  if (!page) {
    throw new Error(`No API data for ${name}: run npm run build -- --only api.`);
  }
  return page;
}

/** Which prose pages use each entry (empty before the first `npm run build -- --only api`). */
export function apiUsage(): ApiUsage {
  if (!usage) {
    const file = path.join(process.cwd(), API_USAGE_FILE);
    usage = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ApiUsage) : {};
  }
  return usage;
}
