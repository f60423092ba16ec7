// `npm run dev`: the server in watch mode on :3000 and Vite on :5173 proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Development only: the "check your inbox" screen shows the access link (never set by `npm start`).
    env: {
      NODE_ENV: 'development',
      ALLOWED_ORIGINS: 'http://localhost:5173',
      ACCESS_LINKS_IN_RESPONSE: 'local',
      ...process.env,
    },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
