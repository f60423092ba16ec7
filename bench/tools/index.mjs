// The benchmark-only tools, loaded from this folder's own node_modules (`npm run bench:setup` installs
// them; `npm ci` and `npm test` never do). Bare imports here resolve from bench/tools/node_modules.
async function load(name, importer) {
  try {
    return await importer();
  } catch (err) {
    if (err?.code === 'ERR_MODULE_NOT_FOUND') {
      throw new Error(`${name} is not installed: run \`npm run bench:setup\` first`, { cause: err });
    }
    throw err;
  }
}

export const loadLighthouse = async () => (await load('lighthouse', () => import('lighthouse'))).default;
export const loadChromeLauncher = () => load('chrome-launcher', () => import('chrome-launcher'));
export const loadAutocannon = async () => (await load('autocannon', () => import('autocannon'))).default;
