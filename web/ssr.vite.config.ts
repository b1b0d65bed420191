import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './build/precompiled-messages';
import { defineConfig } from 'vite';
import { inlineGraphqlDocuments } from './build/inline-graphql-documents';

/**
 * The server entry (web/src/entry-server.tsx), built for Node into dist/web-server: the production server
 * imports it to render public pages. Packages stay external (node_modules at run time); the app's own
 * code, with its lazy routes, is bundled.
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
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: '../dist/web-server',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
