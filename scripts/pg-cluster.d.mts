// Types of pg-cluster.mjs for the TypeScript benchmarks that start a throwaway cluster.
export function freePort(): Promise<number>;
export function startCluster(): Promise<{ url: string; port: number; dir: string; stop: () => void }>;
