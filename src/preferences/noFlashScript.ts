import { APPLE_PLATFORM } from '@/src/code/platform';
import {
  DEFAULT_DIRECTION,
  DEFAULT_MODE,
  DIRECTIONS,
  MODES,
  STORAGE_KEYS,
  SYSTEM_DARK_QUERY,
  THEME_COLORS,
} from './values';

const json = JSON.stringify;

/**
 * Runs in <head> before anything paints: puts the stored (or system) colour scheme and the
 * stored direction on <html>, sets <meta name="theme-color">, restores the reader's palette
 * colours, and marks Apple platforms (`data-os="apple"`) so shortcut hints show ⌘.
 * Plain ES5, no dependencies; any failure leaves the light ltr defaults.
 */
export function headScript(): string {
  return `(function(){try{
var g=function(k){try{return window.localStorage.getItem(k)}catch(e){return null}};
var m=g(${json(STORAGE_KEYS.mode)});if(${json(MODES)}.indexOf(m)<0)m=${json(DEFAULT_MODE)};
var d=g(${json(STORAGE_KEYS.direction)});if(${json(DIRECTIONS)}.indexOf(d)<0)d=${json(DEFAULT_DIRECTION)};
var dark=m==="dark"||(m==="system"&&!!window.matchMedia&&window.matchMedia(${json(SYSTEM_DARK_QUERY)}).matches);
var r=dark?"dark":"light",h=document.documentElement;
h.classList.remove("light","dark");h.classList.add(r);h.style.colorScheme=r;h.setAttribute("data-mode",r);h.dir=d;
var t=document.querySelector('meta[name="theme-color"]');if(t)t.setAttribute("content",${json(THEME_COLORS)}[r]);
if(${APPLE_PLATFORM.toString()}.test(navigator.platform||navigator.userAgent||""))h.setAttribute("data-os","apple");
var p=g(${json(STORAGE_KEYS.paletteCss)});if(p){var s=document.createElement("style");s.id="palette-overrides";s.textContent=p;document.head.appendChild(s)}
}catch(e){}})();`;
}

/** Runs first in <body>: copies the scheme and direction to <body> (class `mode-*`, `dir`). */
export function bodyScript(): string {
  return `(function(){try{var h=document.documentElement,b=document.body;b.classList.add("mode-"+(h.getAttribute("data-mode")||"light"));b.dir=h.dir||${json(DEFAULT_DIRECTION)}}catch(e){}})();`;
}
