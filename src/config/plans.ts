/** The commercial plans a page, a component or a member can need (the MIT plan is no plan). */
export type Plan = 'pro' | 'premium';
