import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.PITCHSIDE_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
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
