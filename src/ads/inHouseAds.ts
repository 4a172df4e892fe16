/** An ad as the slot shows it (in-house ads are written here; network ads are mapped to it). */
export interface DisplayedAd {
  link: string;
  /** 130 x 100 image. */
  img: string;
  name: string;
  /** HTML; always sanitised before it is shown. */
  description: string;
  poweredby: string;
  label: string;
}

export type InHouseAdName = 'scaffoldhub' | 'templates' | 'themes' | 'tidelift' | 'figma';
export type InHouseAd = DisplayedAd & { id: InHouseAdName };

const store = (campaign: string) => `https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=${campaign}`;

/** The ads the slot falls back to when the network is blocked or has nothing to serve. */
export const IN_HOUSE_ADS: readonly InHouseAd[] = [
  {
    id: 'scaffoldhub',
    name: 'ScaffoldHub',
    link: 'https://scaffoldhub.io/?partner=1',
    img: '/static/ads/in-house-scaffoldhub.svg',
    description: '<b>ScaffoldHub</b>. Describe your data model and start from a generated full-stack app with Material UI screens.',
    poweredby: 'MUI',
    label: 'in-house-scaffoldhub',
  },
  {
    id: 'templates',
    name: 'Premium Templates',
    link: store('in-house-templates'),
    img: '/static/ads/in-house-templates.svg',
    description: '<b>Premium templates</b>. Dashboards, admin panels and landing pages built with Material UI, ready to adapt.',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    id: 'themes',
    name: 'Premium Themes',
    link: store('in-house-themes'),
    img: '/static/ads/in-house-themes.svg',
    description: '<b>Premium themes</b>. Give a Material UI app a finished look without designing every component yourself.',
    poweredby: 'MUI',
    label: 'in-house-themes',
  },
  {
    id: 'tidelift',
    name: 'MUI for enterprise',
    link: 'https://tidelift.com/subscription/pkg/npm-material-ui?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise',
    img: '/static/ads/in-house-tidelift.svg',
    description: '<b>MUI for enterprise</b>. Security updates, licence checks and maintenance guarantees for your open source dependencies.',
    poweredby: 'Tidelift',
    label: 'in-house-tidelift',
  },
  {
    id: 'figma',
    name: 'For Figma',
    link: 'https://mui.com/store/items/figma-react/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-figma',
    img: '/static/ads/in-house-figma.svg',
    description: '<b>For Figma</b>. A design kit that mirrors the Material UI components, so designs and code stay in step.',
    poweredby: 'MUI',
    label: 'in-house-figma',
  },
];
