import { NO_SCRIPT_FALLBACK_AFTER_MS } from '@/src/config/constants';
import { APP_RUNNING_ATTRIBUTE, COPY_ATTRIBUTE, FALLBACK_ATTRIBUTE } from '@/src/islands/noScriptFallback';

/** The scripts whose failure means the page's code cannot run. */
const APP_SCRIPT = /\/_next\/static\//;

const json = JSON.stringify;

/**
 * The inline script that puts the no-JavaScript fallbacks back when the page's code cannot run
 * (src/layout/noScriptFallback.ts), written into `<head>` after the script that removes `no-js`.
 */
export function noScriptFallbackScript(): string {
  return `(function(){try{
var d=document,h=d.documentElement;
var restore=function(){if(h.hasAttribute(${json(APP_RUNNING_ATTRIBUTE)})||h.hasAttribute(${json(FALLBACK_ATTRIBUTE)}))return;
h.setAttribute(${json(FALLBACK_ATTRIBUTE)},"");h.classList.add("no-js");
var ns=d.querySelectorAll(".island>noscript");for(var i=0;i<ns.length;i++){var c=d.createElement("div");c.setAttribute(${json(COPY_ATTRIBUTE)},"");c.innerHTML=ns[i].textContent||"";ns[i].parentNode.insertBefore(c,ns[i])}};
var soon=function(){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",restore);else restore()};
d.addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="SCRIPT"&&${APP_SCRIPT.toString()}.test(t.src||""))soon()},true);
setTimeout(soon,${NO_SCRIPT_FALLBACK_AFTER_MS});
}catch(e){}})();`;
}
