// Types of build-server.mjs for the TypeScript benchmarks and server tests that run the bundled server.
export const SERVER_BUNDLE: string;
export const SERVER_SOURCES: string[];
export function buildServer(outDir?: string): Promise<void>;
export function newestMtime(p: string): number;
export function ensureServerBuilt(): Promise<boolean>;
