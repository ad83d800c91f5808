export const ROOT: string;
export const SOURCE: string;
export const BUNDLE: string;
export const GENERATED: string;
/** Bundles openapi/ into one document (default openapi/dist/openapi.yaml) and returns its path. */
export function bundle(output?: string): string;
/** The TypeScript that openapi-typescript makes of a bundled contract. */
export function generateTypes(bundled?: string): Promise<string>;
