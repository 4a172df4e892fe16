// Sucrase's own parser, which its transform already loads (no extra code in the editor's
// chunk): the loop protection reads the transpiled code's tokens with it. Its declarations
// ship under dist/types; the modules themselves under dist/esm (vitest maps them to the
// CommonJS build, vitest.config.ts).
declare module 'sucrase/dist/esm/parser/index.js' {
  export { parse } from 'sucrase/dist/types/parser/index';
}

declare module 'sucrase/dist/esm/parser/tokenizer/types.js' {
  export { TokenType } from 'sucrase/dist/types/parser/tokenizer/types';
}
