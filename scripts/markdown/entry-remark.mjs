// Turbopack hands MDX plugins to its loader workers by module path, and those workers run
// plain Node, which cannot import TypeScript. This shim loads the TypeScript plugin with tsx.
import { tsImport } from 'tsx/esm/api';

const { default: remarkDocs } = await tsImport('./remarkDocs.ts', import.meta.url);

export default remarkDocs;
