import { describe, expect, it } from 'vitest';
import { BASELINE_CSS, demoLoadingCss } from '@/src/theme/documentStyles';
import en from '@/translations/demo.json';
import zh from '@/translations/demo-zh.json';

describe('the loading state of a demo placeholder (CSS in <head>, no JavaScript)', () => {
  const css = demoLoadingCss();

  it('says the demo is loading, in the page language, in the static frame’s live area', () => {
    expect(css).toContain(`html[lang="en"] .island .demo-static-live::before{content:${JSON.stringify(en['demo.loading'])}}`);
    expect(css).toContain(`html[lang="zh"] .island .demo-static-live::before{content:${JSON.stringify(zh['demo.loading'])}}`);
  });

  it('says nothing without JavaScript (the frame shows the whole source then)', () => {
    expect(css).toContain('.no-js .island .demo-static-live::before{content:none}');
  });

  it('is part of every page’s baseline CSS', () => {
    expect(BASELINE_CSS).toContain(css);
  });
});
