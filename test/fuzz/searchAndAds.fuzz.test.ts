// @vitest-environment jsdom
/**
 * The search query (typed, pasted, or brought back from recent searches) and the ad network's
 * JSON: the site reads any of them without throwing, within its bounds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fetchInlineAd, impressionPixelUrls } from '@/src/ads/inlineAd';
import { sanitizeAdHtml } from '@/src/ads/sanitize';
import { SEARCH } from '@/src/config/constants';
import { capQuery, queryAtCap } from '@/src/search/query';
import { exactFirst, toPageHit, type PagefindFragmentData } from '@/src/search/results';
import { anyText, check, checkAsync, hostileText } from './fuzz';

const query = fc.oneof(anyText, fc.string({ unit: 'grapheme', minLength: 150, maxLength: 400 }), fc.string({ minLength: 5_000, maxLength: 12_000 }));

describe('the search query', () => {
  it('is cut to at most SEARCH.maxQueryLength characters, a prefix of what was typed, never half a character', () => {
    check(
      fc.property(query, (typed) => {
        const capped = capQuery(typed);
        expect(capped.length).toBeLessThanOrEqual(SEARCH.maxQueryLength);
        expect(typed.startsWith(capped)).toBe(true);
        if (capped.length < typed.length) {
          expect(capped).not.toMatch(/[\uD800-\uDBFF]$/);
          // At most the half of a character is dropped; the dialog's note shows for a full query.
          expect(capped.length).toBeGreaterThanOrEqual(SEARCH.maxQueryLength - 1);
          expect(queryAtCap(capped)).toBe(capped.length === SEARCH.maxQueryLength);
        }
      }),
    );
  });

  it('ranking results for any query never throws', () => {
    const page: PagefindFragmentData = {
      url: '/x/api/data-grid/data-grid/',
      excerpt: 'The <mark>grid</mark>',
      meta: { title: 'DataGrid API' },
      filters: { product: ['data-grid'] },
      sub_results: [
        { title: 'checkboxSelection', url: '/x/api/data-grid/data-grid/#prop-checkboxSelection', excerpt: '', locations: [1], anchor: { element: 'h3', id: 'prop-checkboxSelection', text: 'checkboxSelection', location: 1 } },
      ],
    } as unknown as PagefindFragmentData;
    check(
      fc.property(query, (typed) => {
        const hit = toPageHit(page, capQuery(typed), SEARCH.maxSectionsPerPage);
        expect(exactFirst([hit], capQuery(typed))).toHaveLength(1);
      }),
    );
  });
});

describe('the ad JSON', () => {
  const answer = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.array(fc.dictionary(fc.constantFrom('statlink', 'statimp', 'pixel', 'company', 'description', 'image', 'timestamp', 'x'), fc.oneof(hostileText, fc.jsonValue({ maxDepth: 2 }))), { maxLength: 4 }),
    fc.record({ ads: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 4 }) }),
  );

  it('any answer, a broken body or a failed request: an ad with text fields and http(s) pixels, or none', async () => {
    await checkAsync(
      fc.asyncProperty(answer, fc.constantFrom('json', 'throws', 'error-status', 'network'), async (value, outcome) => {
        const fetcher = async () => {
          if (outcome === 'network') throw new TypeError('Failed to fetch');
          return {
            ok: outcome !== 'error-status',
            json: async () => {
              if (outcome === 'throws') throw new SyntaxError('Unexpected token < in JSON');
              return value;
            },
          };
        };
        const ad = await fetchInlineAd('https://ads.e2e.invalid/inline.json', fetcher, 3);
        if (ad) {
          for (const field of Object.values(ad)) expect(typeof field).toBe('string');
          expect(ad.statlink).not.toBe('');
          for (const url of impressionPixelUrls(ad)) expect(url).toMatch(/^https?:\/\//i);
        }
      }),
    );
  });

  it('a description is cleaned of scripts, handlers and non-http(s) URLs, whatever it holds', () => {
    const html = fc.oneof(
      anyText,
      fc
        .array(
          fc.constantFrom('<a href="javascript:alert(1)">x</a>', '<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '<b>bold</b>', '<a href="https://example.com">ok</a>', '<img src="data:image/png;base64,AA">', '<svg onload=alert(1)>', '<style>body{display:none}</style>', '<a href=" JAVASCRIPT:x">', '<iframe src="https://x">', '<'),
          { maxLength: 6 },
        )
        .map((parts) => parts.join('')),
    );
    check(
      fc.property(html, (dirty) => {
        const clean = sanitizeAdHtml(dirty);
        const template = document.createElement('template');
        template.innerHTML = clean;
        for (const element of template.content.querySelectorAll('*')) {
          expect(['a', 'b', 'strong', 'em', 'i', 'span', 'br', 'img']).toContain(element.tagName.toLowerCase());
          for (const attribute of element.attributes) {
            expect(attribute.name).not.toMatch(/^on/i);
            if (attribute.name === 'href' || attribute.name === 'src') expect(attribute.value.trim()).toMatch(/^https?:\/\//i);
          }
        }
      }),
    );
  });
});
