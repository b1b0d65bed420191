import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './build/precompiled-messages';
import { defineConfig } from 'vite';
import { inlineGraphqlDocuments } from './build/inline-graphql-documents';

/**
 * The server entry (web/src/entry-server.tsx), built for Node into dist/web-server: the server imports it to
 * render public pages. Everything it imports is bundled, React, Chakra and emotion in their production builds
 * whatever NODE_ENV the server runs with: left in node_modules they chose their development builds in
 * `npm start` (NODE_ENV=development) and the tests (test), where a cricket match's page took a median of 240 ms
 * to render (max 980) instead of 137 ms (max 265); with four busy loops beside it, 1.3-2.9 s (SSR_TIMEOUT_MS is
 * 1.5 s) instead of 0.26-1.17 s.
 */
export default defineConfig({
  root: 'web',
  // favicon, manifest and robots.txt are the client build's (dist/web), not the renderer's.
  publicDir: false,
  plugins: [
    inlineGraphqlDocuments(fileURLToPath(new URL('./src', import.meta.url))),
    // Parsed once at build time here too: a page's render formats, never parses.
    precompiledMessages({ withoutParser: false }),
    react(),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The JSX runtime's production entry has no jsxDEV, which a build run with NODE_ENV=test would call.
  oxc: { jsx: { development: false } },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: '../dist/web-server',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
