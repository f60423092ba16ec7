// Types of chromium.mjs for the browser tests' config and the TypeScript benchmarks.
export function chromiumPath(): string;
