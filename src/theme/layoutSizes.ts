/** The shell's fixed sizes, in CSS pixels. */

/** Height of the sticky app bar; headings scroll to just below it. */
export const APP_BAR_HEIGHT_PX = 60;
/** Width of the navigation drawer. */
export const DRAWER_WIDTH_PX = 272;
/** Width of the table of contents column. */
export const TOC_WIDTH_PX = 232;
/** The widest the article's text column gets. */
export const ARTICLE_MAX_WIDTH_PX = 820;
