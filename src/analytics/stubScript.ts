import { hasPrivacySignal } from './privacy';

/**
 * The inline script in <head> that makes `window.dataLayer` and `window.gtag` exist before
 * any other script runs, so events queue from the first moment. When the browser sends a
 * privacy signal, `gtag` drops every call. The tag script itself loads later, and only when a
 * measurement id is configured (see loadTag.ts).
 */
export function analyticsStubScript(measurementId: string): string {
  const json = JSON.stringify;
  return `(function(){var w=window;w.dataLayer=w.dataLayer||[];
var off=false;try{off=(${hasPrivacySignal.toString()})({navigator:navigator,window:w})}catch(e){}
w.gtag=off?function(){}:function(){w.dataLayer.push(arguments)};
if(${json(measurementId)}){w.gtag("js",new Date());w.gtag("config",${json(measurementId)},{send_page_view:false})}})();`;
}
