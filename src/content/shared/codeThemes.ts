/** The Shiki themes of every highlighted code block: light colours inline, dark ones as `--shiki-dark` variables. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
