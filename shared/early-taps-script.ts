/** Where the head script keeps the buttons tapped before the app runs (web/src/app/early-taps.ts). */
export const EARLY_TAPS_GLOBAL = '__pitchsideEarlyTaps';

/**
 * Runs inline in <head>. A server-rendered page shows its tabs and buttons seconds before the app has
 * loaded on a phone, and a tap on one did nothing. This keeps each button tapped (once, in order) until the
 * app takes over, which taps them again once the page is hydrated. The content security policy allows
 * exactly this text by its hash (server/src/security-headers.ts).
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var t=[];function k(e){var b=e.target&&e.target.closest?e.target.closest("button"):null;' +
  'if(b&&!b.disabled&&t.indexOf(b)<0)t.push(b)}document.addEventListener("click",k,true);' +
  `window.${EARLY_TAPS_GLOBAL}={taps:t,stop:function(){document.removeEventListener("click",k,true)}}})();`;
