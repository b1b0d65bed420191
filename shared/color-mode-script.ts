/** Where the header toggle keeps the person's choice (web/src/app/color-mode.ts reads and writes it). */
export const COLOR_MODE_STORAGE_KEY = 'pitchside-color-mode';

/**
 * Runs inline in <head> before the first paint, so a dark page never flashes light: the person's choice
 * from the header toggle, else the device's setting. A widget under /embed/ takes the theme the club put
 * in its address (`?theme=dark`, else light), whatever the visitor chose on Pitchside itself: the frame
 * must match the club's page from the first paint, not only once React has hydrated. Inline rather than
 * a file: a blocking script in <head> costs a phone on a slow signal a round trip before anything shows.
 * The content security policy allows exactly this text by its hash (server/src/security-headers.ts).
 */
export const COLOR_MODE_SCRIPT =
  "(function(){var m=null,l=window.location;if(l.pathname.indexOf('/embed/')===0){" +
  "m=/[?&]theme=dark(&|$)/.test(l.search)?'dark':'light'}else{try{m=localStorage.getItem(" +
  JSON.stringify(COLOR_MODE_STORAGE_KEY) +
  ")}catch(e){}if(m!=='light'&&m!=='dark'){m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}}" +
  "var r=document.documentElement;r.classList.remove('light','dark');r.classList.add(m);r.style.colorScheme=m})();";
