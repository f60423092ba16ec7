// Vite config of the web app: React, Tailwind, the '@' alias, the dev proxy to the API server and
// brotli/gzip copies of the built files, and the landing page rendered into landing.html.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { prerenderLanding } from './build/prerender';

const apiUrl = process.env.TRAJECTORY_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLanding(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiUrl } },
  },
  preview: {
    proxy: { '/api': { target: apiUrl } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every page but the landing page is a React.lazy route (src/routes.tsx), so the admin, checkout
    // and statements screens land in chunks of their own and the first visit loads only the landing page.
    chunkSizeWarningLimit: 600,
    // bench/bundle-size.mjs reads it to report what each route loads.
    manifest: true,
    // WEB_SOURCEMAP=1 adds source maps, to read a CPU profile of the built pages by source file.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
  },
});
