// The markdown pipeline, declared once. Every compile of a page (the build's MDX loader, the
// content lint, the unit tests) runs these standard remark plugins, in this order, before the
// site's own remark plugin (remarkDocs); the site's rehype plugin (rehypeDocs) comes after.
// next.config.mjs passes them by name (Turbopack's loader workers take names, not functions);
// TypeScript callers load them with loadStandardRemarkPlugins() (types in plugins.d.mts).

export const STANDARD_REMARK_PLUGINS = ['remark-frontmatter', 'remark-gfm', 'remark-directive'];

export async function loadStandardRemarkPlugins() {
  return Promise.all(STANDARD_REMARK_PLUGINS.map(async (name) => (await import(name)).default));
}
