import { APPLE_PLATFORM } from '@/src/config/platform';
import { colorChannels } from '@/src/theme/color';
import { PALETTE_PENDING_ATTRIBUTE } from '@/src/theme/paletteAttribute';
import { readStoredColors, readStoredVars } from '@/src/theme/storedPalette';
import {
  DEFAULT_DIRECTION,
  DEFAULT_MODE,
  DIRECTIONS,
  MODES,
  STORAGE_KEYS,
  SYSTEM_DARK_QUERY,
  THEME_COLORS,
  COOKIES,
} from '@/src/preferences/values';

const json = JSON.stringify;

/**
 * Runs in <head> before anything paints: puts the stored (or system) colour scheme and the
 * stored direction on <html>, sets <meta name="theme-color">, restores the reader's palette
 * colours, and marks Apple platforms (`data-os="apple"`) so shortcut hints show ⌘.
 * No dependencies; any failure leaves the light ltr defaults.
 *
 * Palette: every stored value is untrusted. The colours of the `paletteColors` cookie and the
 * cached variables are checked with the same readers as the runtime (their source is embedded
 * below) and applied one by one with `style.setProperty`. Anything that does not check out is
 * dropped, its stored copies removed, and the page paints with the default colours. Valid
 * colours without valid cached variables mark <html> with PALETTE_PENDING_ATTRIBUTE: the page
 * computes the variables after hydration (src/theme/sitePalette.ts).
 */
export function headScript(): string {
  return `(function(){try{
document.documentElement.classList.remove("no-js");
var g=function(k){try{return window.localStorage.getItem(k)}catch(e){return null}};
var m=g(${json(STORAGE_KEYS.mode)});if(${json(MODES)}.indexOf(m)<0)m=${json(DEFAULT_MODE)};
var d=g(${json(STORAGE_KEYS.direction)});if(${json(DIRECTIONS)}.indexOf(d)<0)d=${json(DEFAULT_DIRECTION)};
var dark=m==="dark"||(m==="system"&&!!window.matchMedia&&window.matchMedia(${json(SYSTEM_DARK_QUERY)}).matches);
var r=dark?"dark":"light",h=document.documentElement;
h.classList.remove("light","dark");h.classList.add(r);h.style.colorScheme=r;h.setAttribute("data-mode",r);h.dir=d;
var t=document.querySelector('meta[name="theme-color"]');if(t)t.setAttribute("content",${json(THEME_COLORS)}[r]);
if(${APPLE_PLATFORM.toString()}.test(navigator.platform||navigator.userAgent||""))h.setAttribute("data-os","apple");
var rm=function(k){try{window.localStorage.removeItem(k)}catch(e){}};rm(${json(STORAGE_KEYS.legacyPaletteCss)});
var c=null,cm=/(?:^|;\s*)${COOKIES.paletteColors}=([^;]*)/.exec(document.cookie);if(cm){try{c=decodeURIComponent(cm[1])}catch(e){c=""}}
var colorChannels=${colorChannels.toString()},isColor=function(v){return colorChannels(v)!==null},readColors=${readStoredColors.toString()},readVars=${readStoredVars.toString()};
var vs=c!==null&&readColors(c,isColor)?readVars(g(${json(STORAGE_KEYS.paletteVars)}),c,isColor):null;
if(vs){for(var n in vs)h.style.setProperty(n,vs[n])}else{rm(${json(STORAGE_KEYS.paletteVars)});if(c!==null){if(readColors(c,isColor))h.setAttribute(${json(PALETTE_PENDING_ATTRIBUTE)},"");else document.cookie=${json(`${COOKIES.paletteColors}=;path=/;max-age=0`)}}}
}catch(e){}})();`;
}

/** Runs first in <body>: copies the scheme and direction to <body> (class `mode-*`, `dir`). */
export function bodyScript(): string {
  return `(function(){try{var h=document.documentElement,b=document.body;b.classList.add("mode-"+(h.getAttribute("data-mode")||"light"));b.dir=h.dir||${json(DEFAULT_DIRECTION)}}catch(e){}})();`;
}
