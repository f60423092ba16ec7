// Types of nice.mjs for the TypeScript benchmarks.
export function niced(argv: string[], level: number | undefined): string[];
