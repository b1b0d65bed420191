import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineGraphqlDocuments } from './build/inline-graphql-documents';

const backend = process.env.PITCHSIDE_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  root: 'web',
  plugins: [
    inlineGraphqlDocuments(fileURLToPath(new URL('./src', import.meta.url))),
    react(),
    // Brotli (quality 11) and gzip beside each asset, once at build time; the server picks one per
    // request (express-static-gzip). Source maps are not compressed: they are not served in production.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] }),
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
        // The shell is the page the server sends for `/` (it answers /index.html as a missing page).
        manifestTransforms: [
          (entries) => ({
            manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/' } : entry)),
            warnings: [],
          }),
        ],
        navigateFallback: '/',
        navigateFallbackDenylist: [/^\/(api|graphql|auth|healthz|explorer|feeds|oembed)(\/|$)/, /\.[a-z0-9]+$/i],
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
                  cacheWillUpdate: async ({ response }) =>
                    response.status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '')
                      ? response
                      : null,
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
  },
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
