// Types of build-server.mjs for the TypeScript benchmarks that run the bundled server.
export const SERVER_BUNDLE: string;
export const SERVER_SOURCES: string[];
export function buildServer(): Promise<void>;
export function newestMtime(p: string): number;
export function ensureServerBuilt(): Promise<boolean>;
