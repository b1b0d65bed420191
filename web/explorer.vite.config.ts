import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The offline GraphQL explorer (GraphiQL and its editor), built on its own into dist/web/explorer after the
 * app: none of its chunks can be shared with the app's, and the service worker leaves the folder out.
 * The server answers /explorer with its page.
 */
export default defineConfig({
  root: 'web',
  base: '/explorer/',
  publicDir: false,
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] })],
  build: {
    outDir: '../dist/web/explorer',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rollupOptions: { input: { explorer: fileURLToPath(new URL('./explorer.html', import.meta.url)) } },
  },
  // The dev server's dependency scan must leave GraphiQL's worker set-up (its `?worker` imports) to Vite.
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
});
