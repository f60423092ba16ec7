// The web app's server renderer, built from apps/web/src/prerender.tsx as `npm run build` builds it, once
// per test run (helpers/run-once.ts); each test file that draws pages copies it into a folder of its own,
// beside the page templates it writes there.
import fs from 'node:fs';
import path from 'node:path';
import { builtOncePerRun } from './run-once';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

/** Fills `ssrDir` (a web build's `dist-ssr`) with the renderer: prerender.js and its chunks. */
export async function copyWebRenderer(ssrDir: string): Promise<void> {
  const built = await builtOncePerRun('web-renderer', async (dir) => {
    const { build } = await import('vite');
    await build({
      configFile: path.join(webRoot, 'vite.config.ts'),
      root: webRoot,
      logLevel: 'warn',
      build: { ssr: 'src/prerender.tsx', outDir: dir, emptyOutDir: true, copyPublicDir: false },
    });
  });
  fs.cpSync(built, ssrDir, { recursive: true });
}
