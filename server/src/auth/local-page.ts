/** A person the local sign-in page offers with one tap (the assembly hands in the demo's accounts). */
export type OfferedAccount = { email: string; name: string; description: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The local provider's account picker; the hidden fields carry the authorization request through. */
export function renderLocalSignInPage(request: Record<string, string>, offered: readonly OfferedAccount[]): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const accounts = offered
    .map(
      (account) => `<li><form method="post" action="/auth/local">${hidden}
      <input type="hidden" name="email" value="${escapeHtml(account.email)}">
      <input type="hidden" name="name" value="${escapeHtml(account.name)}">
      <button type="submit"><strong>${escapeHtml(account.name)}</strong><span>${escapeHtml(account.email)} · ${escapeHtml(account.description)}</span></button>
    </form></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Pitchside (local)</title>
<style>body{font-family:system-ui,sans-serif;background:#fdf6e3;color:#0b3d4f;max-width:34rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}ul{list-style:none;padding:0}li{margin:.5rem 0}button{width:100%;text-align:left;padding:.75rem;border:1px solid #0e7490;border-radius:.5rem;background:#fff;cursor:pointer;display:flex;flex-direction:column;gap:.25rem}
button:focus,button:hover{background:#e0f2fe}label{display:block;margin:.5rem 0 .25rem}input[type=email],input[type=text]{width:100%;padding:.5rem;box-sizing:border-box}.note{font-size:.9rem;color:#555}</style></head>
<body><main><h1>Sign in to Pitchside</h1>
<p class="note">Local sign-in provider for development: Google credentials are not configured on this server.</p>
<h2>Demo accounts</h2><ul>${accounts}</ul>
<h2>Another person</h2>
<form method="post" action="/auth/local">${hidden}
<label for="email">E-mail</label><input id="email" name="email" type="email" required>
<label for="name">Name</label><input id="name" name="name" type="text">
<p><button type="submit">Continue</button></p></form></main></body></html>`;
}
