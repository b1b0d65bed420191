// Runs before the app (a blocking script in <head>), so a dark page never flashes light: the person's
// choice from the header toggle, else the device's setting. web/src/app/color-mode.ts keeps it up to date.
(function () {
  var mode = null;
  try {
    mode = localStorage.getItem('pitchside-color-mode');
  } catch (error) {
    // Storage may be blocked: follow the device.
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
})();
