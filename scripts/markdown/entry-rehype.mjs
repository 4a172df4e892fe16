// See entry-remark.mjs: the TypeScript plugin, loaded for Turbopack's plain-Node workers.
import { tsImport } from 'tsx/esm/api';

const { default: rehypeDocs } = await tsImport('./rehypeDocs.ts', import.meta.url);

export default rehypeDocs;
