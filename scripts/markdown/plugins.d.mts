import type { Plugin } from 'unified';

/** The standard remark plugins of the pipeline, by package name, in order (scripts/markdown/plugins.mjs). */
export declare const STANDARD_REMARK_PLUGINS: readonly string[];
/** The same plugins, loaded, in order. */
export declare function loadStandardRemarkPlugins(): Promise<Plugin[]>;
