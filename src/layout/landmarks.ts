/** The id of the main landmark: the skip link's target, and where the no-JavaScript drawer's close link sends the target. */
export const MAIN_CONTENT_ID = 'main-content';
