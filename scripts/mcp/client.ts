/**
 * The other end of the stdio pipe, for the bench and the tests: starts the server as an agent's
 * client does (`node scripts/mcp/bin.mjs`), connected with the SDK's own client.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CHECKOUT } from './root';

export interface Connection {
  client: Client;
  /** The server process's id. */
  pid: number | null;
  /** What the server wrote to stderr so far. */
  stderr: () => string;
  /** A tool's answer, its text joined. */
  call: (name: string, args: Record<string, unknown>) => Promise<CallToolResult & { text: string }>;
  close: () => Promise<void>;
}

export async function connect(root: string): Promise<Connection> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(CHECKOUT, 'scripts', 'mcp', 'bin.mjs'), '--root', root],
    env: getDefaultEnvironment(),
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'mui-x-docs-check', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    pid: transport.pid,
    stderr: () => stderr,
    call: async (name, args) => {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      return { ...result, text };
    },
    close: () => client.close(),
  };
}
