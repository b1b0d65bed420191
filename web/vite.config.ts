import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { COLOR_MODE_SCRIPT } from '../shared/color-mode-script';
import { EARLY_TAPS_SCRIPT } from '../shared/early-taps-script';
import { OFFLINE_SHELL_URL } from '../shared/offline-shell';
import { chakraBaseCss, skipBaseStylesInBrowser } from './build/chakra-base-css';
import { eagerEntryCompile } from './build/compile-hints';
import { inlineGraphqlDocuments } from './build/inline-graphql-documents';
import { productionReactRouter } from './build/production-react-router';
import { precompiledMessages } from './build/precompiled-messages';
import { visitorEntryModules } from './build/visitor-entry';

const backend = process.env.PITCHSIDE_BACKEND ?? 'http://localhost:3000';
const visitorEntry = fileURLToPath(new URL('./src/visitor/main.ts', import.meta.url));
const visitorModules = visitorEntryModules(visitorEntry);

export default defineConfig({
  root: 'web',
  plugins: [
    inlineGraphqlDocuments(fileURLToPath(new URL('./src', import.meta.url))),
    precompiledMessages({ withoutParser: true }),
    // The colour mode's boot script and the early taps' keeper, inline in <head>: the CSP allows them by
    // hash (security-headers.ts).
    {
      name: 'pitchside-color-mode-script',
      transformIndexHtml: (html: string) =>
        html
          .replace('<!--color-mode-script-->', `<script>${COLOR_MODE_SCRIPT}</script>`)
          .replace('<!--early-taps-script-->', `<script>${EARLY_TAPS_SCRIPT}</script>`),
    },
    chakraBaseCss(),
    skipBaseStylesInBrowser(),
    visitorModules.plugin,
    productionReactRouter(),
    eagerEntryCompile(),
    react(),
    // Brotli (quality 11) and gzip beside each asset, once at build time; the server picks one per
    // request (express-static-gzip). Source maps are not compressed: they are not served in production.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /manifest\.json$/] }),
    // The service worker: the app's files kept on the phone, so a fan with no signal still opens the site
    // and a scorer's pad still loads; public answers kept as last seen (see web/src/app/offline-copy.ts).
    VitePWA({
      injectRegister: null,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // The explorer (its own build, explorer.vite.config.ts) is for integrators at a desk: its editor
        // never goes onto a fan's phone.
        globIgnores: ['explorer/**'],
        // The shell: index.html as the server sends it for OFFLINE_SHELL_URL (it answers /index.html as a
        // missing page). Stored under a query so the precache's own route never answers a navigation to
        // `/`, which must get the server-rendered landing page (the navigation route below).
        manifestTransforms: [
          (entries) => ({
            manifest: entries.map((entry) =>
              entry.url === 'index.html' ? { ...entry, url: OFFLINE_SHELL_URL } : entry,
            ),
            warnings: [],
          }),
        ],
        // No navigation fallback to the stored shell (the plugin's default): pages are network-first below.
        navigateFallback: null,
        inlineWorkboxRuntime: true,
        // Web push for followed teams and matches: the push and notificationclick handlers (web/public).
        importScripts: ['push-sw.js'],
        // Not public in production, like the app's own source maps.
        sourcemap: false,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // A page is the server's, rendered with its data (or the shell, for a signed-in visitor). With no
            // network the worker answers with the page as last seen (its data inside it), else with the
            // stored shell, which renders from the data kept below. Paths the server answers itself (API,
            // sign-in, feeds, files) are left alone.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !/^\/(api|graphql|auth|healthz|explorer|feeds|oembed)(\/|$)/.test(url.pathname) &&
              !/\.[a-z0-9]+$/i.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pitchside-pages',
              // A signal that connects but carries nothing must not leave the fan on a blank page.
              networkTimeoutSeconds: 8,
              expiration: { maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 },
              plugins: [
                {
                  cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null),
                  // Marks the page as an offline copy with the time it was fetched (web/src/main.tsx shows its age).
                  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                    if (!cachedResponse) return cachedResponse;
                    const fetchedAt = (cachedResponse.headers.get('date') ?? '').replace(/[^\w ,:-]/g, '');
                    const html = (await cachedResponse.text()).replace(
                      '<div id="root" data-ssr=',
                      `<div id="root" data-offline-copy="${fetchedAt}" data-ssr=`,
                    );
                    return new Response(html, { status: cachedResponse.status, headers: cachedResponse.headers });
                  },
                  // A page never opened here: the precached shell (stored as OFFLINE_SHELL_URL with a revision).
                  handlerDidError: async () =>
                    (await caches.match('/', {
                      ignoreSearch: true,
                      cacheName: `workbox-precache-v2-${(self as unknown as { registration: { scope: string } }).registration.scope}`,
                    })) ?? Response.error(),
                },
              ],
            },
          },
          {
            // Public reads only (the server marks them `public`); a signed-in answer never goes on disk.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' && (url.pathname === '/graphql' || url.pathname.startsWith('/api/public/')),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pitchside-public-data',
              networkTimeoutSeconds: 6,
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 },
              plugins: [
                {
                  cacheWillUpdate: ({ response }) =>
                    Promise.resolve(
                      response.status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '')
                        ? response
                        : null,
                    ),
                  // Says when the answer was fetched, so the page can show its age.
                  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                    if (!cachedResponse) return cachedResponse;
                    const headers = new Headers(cachedResponse.headers);
                    headers.set('x-pitchside-offline-copy', cachedResponse.headers.get('date') ?? '');
                    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, headers });
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Built for the bundle analysis and error decoding, but not linked from the scripts.
    sourcemap: 'hidden',
    // .vite/manifest.json: the server names a page's route chunks in modulepreload links (route-chunks.ts).
    manifest: true,
    rolldownOptions: {
      // The app (index.html), and the script of a visitor's page rendered without the app (src/visitor).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        visitor: visitorEntry,
      },
      output: {
        // Everything the entry loads anyway goes into the entry chunk. Left to itself the bundler cut React,
        // react-router and Apollo's pieces shared with lazy routes into a dozen more files; a phone at the
        // ground pays a request and its headers for each (a public page went from 39 files to about 20).
        // A visitor's page without the app loads its own few modules only (build/visitor-entry.ts).
        codeSplitting: {
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !visitorModules.isStatic(id) && !visitorModules.isLazy(id),
              priority: 1,
            },
            // What the visitor's script shares with the app: chunks of their own, or the bundler puts them in the
            // app's. Its libraries (the socket's client) apart: the app loads those only with a live view. What
            // it loads later (the offline notice's message formatter) is part of the app's start as well.
            {
              name: 'visitor-shared',
              test: (id) => visitorModules.isStatic(id) && !/\/(src\/visitor|node_modules)\//.test(id),
              priority: 2,
            },
            {
              name: 'visitor-lib',
              test: (id) => visitorModules.isStatic(id) && id.includes('/node_modules/'),
              priority: 2,
            },
            {
              name: 'visitor-later',
              tags: ['$initial'],
              test: (id) => visitorModules.isLazy(id) && !id.includes('/src/visitor/'),
              priority: 2,
            },
          ],
        },
      },
    },
  },
  // The dev server pre-bundles what the app's page imports; the explorer's page (its own build) pulls in
  // GraphiQL's editor workers, which the pre-bundler cannot load and which stopped `npm run dev`.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: backend, ws: true, changeOrigin: false },
      '/api': { target: backend, changeOrigin: false },
      '/auth/local': { target: backend, changeOrigin: false },
      '/healthz': { target: backend },
    },
  },
});
