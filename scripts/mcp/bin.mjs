#!/usr/bin/env node
/**
 * Starts the docs' MCP server (server.ts) over stdio from any directory: `node
 * <checkout>/scripts/mcp/bin.mjs`, or `npx mui-x-docs-mcp` inside the checkout. It loads tsx in
 * this process with the checkout's tsconfig (its `@/` paths), so no build step and no second
 * process are needed. Arguments pass through (`--root <dir>`).
 */
import path from 'node:path';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.join(import.meta.dirname, '..', '..', 'tsconfig.json') });
await import('./server.ts');
