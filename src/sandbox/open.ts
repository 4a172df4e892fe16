import sdk from '@stackblitz/sdk';
import { compressToBase64 } from 'lz-string';
import { CODESANDBOX_DEFINE_URL } from '@/src/config/sandbox';
import { createSandboxProject, type SandboxDemo, type SandboxProject } from './project';
import { SITE_VERSIONS } from './versions';

/**
 * Loaded on the reader's click only: the project generator, the StackBlitz SDK and lz-string.
 * Nothing here runs, and nothing reaches a third party, before that click.
 */

export type SandboxService = 'stackblitz' | 'codesandbox';

export interface OpenOptions {
  /** The editor's colour scheme on StackBlitz: the reader's. */
  theme: 'light' | 'dark';
}

/** StackBlitz's SDK posts the files as a form to stackblitz.com/run, in a new tab. */
function openInStackBlitz(project: SandboxProject, { theme }: OpenOptions): void {
  sdk.openProject(
    { title: project.title, description: project.description, template: 'node', files: project.files },
    { newWindow: true, openFile: project.openFile, theme },
  );
}

/**
 * CodeSandbox's define API: a form POST whose `parameters` field is the lz-string (base64) of
 * `{ files: { path: { content } } }`. `environment=server` asks for a VM sandbox, which runs
 * Vite; `query` opens the demo's file.
 */
function openInCodeSandbox(project: SandboxProject): void {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]));
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = `${CODESANDBOX_DEFINE_URL}?environment=server`;
  form.target = '_blank';
  form.rel = 'noopener';
  form.hidden = true;
  const fields = { parameters: compressToBase64(JSON.stringify({ files })), query: `file=/${project.openFile}` };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Builds the demo's project and opens it in a new tab of the service. */
export function openSandbox(service: SandboxService, demo: SandboxDemo, options: OpenOptions): void {
  const project = createSandboxProject(demo, SITE_VERSIONS);
  if (service === 'stackblitz') {
    openInStackBlitz(project, options);
  } else {
    openInCodeSandbox(project);
  }
}
