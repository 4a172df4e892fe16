/**
 * The social card's look: the site's colours (src/theme/colors.ts), Inter, the site's icon and
 * its gradient. Product and version on top, the page's title and description, its address below.
 * Satori lays it out (flexbox only: every element with children says `display: flex`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { SITE_BORDER_RADIUS_PX, SOCIAL_CARD } from '@/src/config/constants';
import { blue, slate, violet } from '@/src/theme/colors';
import { CJK_FAMILY, hasCjk, LATIN_FAMILY } from './fonts';

/** Everything a card shows: its cache key is made of this (and of the renderer's files). */
export interface CardContent {
  /** The language tag of the card's text. */
  lang: string;
  /** The product (top-level nav group) in the card's language, or null outside every product. */
  product: string | null;
  title: string;
  description: string;
  /** `v7.23.6` */
  version: string;
  /** The page's address without scheme: `mui.com/x/react-data-grid/sorting`. */
  address: string;
}

/** The site's icon (public/favicon.svg), the file every page's head also carries. */
export const ICON_FILE = path.join('public', 'favicon.svg');

const PADDING = 72;
const ICON_SIZE = 60;

/** Long titles (API interfaces, some guides) get a smaller size so two lines hold them; a CJK character is as wide as two Latin ones. */
export function titleSize(title: string): number {
  const width = [...title].reduce((sum, character) => sum + (hasCjk(character) ? 2 : 1), 0);
  if (width <= 28) return 76;
  if (width <= 48) return 64;
  return 54;
}

export function cardElement(content: CardContent, iconSvg: string): ReactElement {
  const iconUrl = `data:image/svg+xml;base64,${Buffer.from(iconSvg).toString('base64')}`;
  return (
    <div
      lang={content.lang}
      style={{
        width: SOCIAL_CARD.width,
        height: SOCIAL_CARD.height,
        // Satori sizes boxes like CSS's default (content-box): the padding goes inside the card.
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        padding: PADDING,
        paddingTop: PADDING + 8,
        // Flat: a gradient over the whole card would triple its PNG's bytes.
        backgroundColor: '#fff',
        color: slate[900],
        fontFamily: `${LATIN_FAMILY}, ${CJK_FAMILY}`,
        position: 'relative',
      }}
    >
      <div style={{ position: 'absolute', top: 0, left: 0, width: SOCIAL_CARD.width, height: 12, backgroundImage: `linear-gradient(90deg, ${blue[500]}, ${violet[700]})` }} />
      <div style={{ display: 'flex', alignItems: 'center' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori's markup for a PNG, not a page: next/image does not apply. */}
        <img src={iconUrl} width={ICON_SIZE} height={ICON_SIZE} alt="" />
        <div style={{ display: 'flex', marginLeft: 20, fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>MUI X</div>
        {content.product ? (
          <div style={{ display: 'flex', alignItems: 'center', fontSize: 34 }}>
            <span style={{ margin: '0 16px', color: slate[300] }}>/</span>
            <span style={{ color: blue[700], fontWeight: 600 }}>{content.product}</span>
          </div>
        ) : null}
        <div style={{ display: 'flex', flexGrow: 1 }} />
        <div
          style={{
            display: 'flex',
            fontSize: 26,
            fontWeight: 600,
            color: blue[800],
            backgroundColor: blue[50],
            border: `2px solid ${blue[200]}`,
            borderRadius: 999,
            padding: '6px 22px',
          }}
        >
          {content.version}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
        <div style={{ display: 'block', fontSize: titleSize(content.title), fontWeight: 700, lineHeight: 1.15, letterSpacing: -1, lineClamp: 2 }}>
          {content.title}
        </div>
        <div style={{ display: 'block', marginTop: 24, fontSize: 32, lineHeight: 1.45, color: slate[600], lineClamp: 3 }}>{content.description}</div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 24, color: slate[500] }}>
        <span>{content.address}</span>
        <div style={{ display: 'flex', width: 120, height: 8, borderRadius: SITE_BORDER_RADIUS_PX, backgroundImage: `linear-gradient(90deg, ${blue[500]}, ${violet[700]})` }} />
      </div>
    </div>
  );
}

export function readIcon(root: string): string {
  return readFileSync(path.join(root, ICON_FILE), 'utf8');
}
