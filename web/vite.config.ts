import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { inlineGraphqlDocuments } from './build/inline-graphql-documents';

const backend = process.env.PITCHSIDE_BACKEND ?? 'http://localhost:3000';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * The pages the build makes: the app, and the offline GraphQL explorer (its own entry, so GraphiQL and
 * its editor never enter the app's chunks) once GraphiQL is installed.
 */
const withExplorer = existsSync(page('../node_modules/graphiql/package.json'));
const pages: Record<string, string> = withExplorer
  ? { index: page('./index.html'), explorer: page('./explorer.html') }
  : { index: page('./index.html') };

/** Code only the explorer loads: GraphiQL and its editor. */
const EXPLORER_MODULE = /node_modules\/(graphiql|@graphiql|monaco-editor|monaco-graphql)\//;

/**
 * The explorer's own chunks go under assets/explorer/, so whatever keeps the app's files (a service
 * worker's precache list) can leave them out: a visitor's phone never needs the editor.
 */
const explorerOutput = {
  entryFileNames: (chunk: { name: string }) =>
    chunk.name === 'explorer' ? 'assets/explorer/[name]-[hash].js' : 'assets/[name]-[hash].js',
  chunkFileNames: (chunk: { moduleIds: string[] }) =>
    chunk.moduleIds.some((id) => EXPLORER_MODULE.test(id))
      ? 'assets/explorer/[name]-[hash].js'
      : 'assets/[name]-[hash].js',
};

export default defineConfig({
  root: 'web',
  plugins: [
    inlineGraphqlDocuments(fileURLToPath(new URL('./src', import.meta.url))),
    react(),
    // Brotli (quality 11) and gzip beside each asset, once at build time; the server picks one per
    // request (express-static-gzip). Source maps are not compressed: they are not served in production.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Built for the bundle analysis and error decoding, but not linked from the scripts.
    sourcemap: 'hidden',
    rollupOptions: { input: pages, output: withExplorer ? explorerOutput : undefined },
  },
  // The dev server's dependency scan must leave GraphiQL's worker set-up (its `?worker` imports) to Vite.
  optimizeDeps: withExplorer
    ? { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] }
    : undefined,
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
