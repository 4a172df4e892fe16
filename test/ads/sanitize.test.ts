// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeAdHtml } from '@/src/ads/sanitize';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeAdHtml(html);
  return container;
}

describe('sanitizeAdHtml', () => {
  it.each([
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['<img src="https://cdn.example/a.png" onerror="alert(1)">', '<img src="https://cdn.example/a.png">'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener sponsored">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a target="_blank" rel="noopener sponsored">x</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>'],
    ['<b onclick="steal()">Bold</b>', '<b>Bold</b>'],
    ['<style>body{display:none}</style>Text', 'Text'],
    ['<iframe src="https://evil.example"></iframe>Text', 'Text'],
    ['<svg><script>alert(1)</script></svg>Text', 'Text'],
    ['<form action="https://evil.example"><input name="card"></form>', ''],
    ['<span style="position:fixed;inset:0">Cover</span>', '<span>Cover</span>'],
  ])('%s -> %s', (input, expected) => {
    expect(sanitizeAdHtml(input)).toBe(expected);
  });

  it('keeps http(s) links, opening them in a new tab as sponsored links', () => {
    const link = parse('<a href="https://ads.example/click" target="_self">Go</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://ads.example/click');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener sponsored');
  });

  it('drops relative and protocol-less URLs', () => {
    expect(parse('<a href="/local">a</a><img src="//cdn.example/x.png">').innerHTML).toBe(
      '<a target="_blank" rel="noopener sponsored">a</a><img>',
    );
  });

  it('keeps plain formatted text as is', () => {
    expect(sanitizeAdHtml('<strong>Acme</strong>. Fast <em>builds</em>.')).toBe('<strong>Acme</strong>. Fast <em>builds</em>.');
  });
});
