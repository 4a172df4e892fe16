/** A markdown twin's text, put together from its parts. */
export interface TwinParts {
  title: string;
  description: string;
  /** A note under the description (the untranslated notice of a Chinese route), if any. */
  notice?: string;
  body: string;
  /** Appended after the body (the API links of the page), if any. */
  appendix?: string;
}

/** A twin's text: `# Title`, the description, the notice as a blockquote, the body. */
export function composeTwin({ title, description, notice, body, appendix }: TwinParts): string {
  const blocks = [`# ${title}`, description, notice ? `> ${notice}` : '', body, appendix ?? ''];
  return `${blocks.filter((block) => block.trim() !== '').join('\n\n')}\n`;
}
