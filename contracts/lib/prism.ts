// Typed access to scripts/lib/prism.mjs (the shared Prism launcher, plain JavaScript without declarations).
import type { ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { ROOT } from './contract';

export interface PrismServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface PrismLib {
  freePort(host?: string): Promise<number>;
  waitForHttp(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
  startPrism(options?: { port?: number; spec?: string; dynamic?: boolean; host?: string; errors?: boolean; quiet?: boolean }): Promise<PrismServer>;
}

// A computed specifier, so TypeScript does not look for declarations of the .mjs file.
const lib = (): Promise<PrismLib> => import(pathToFileURL(resolve(ROOT, 'scripts/lib/prism.mjs')).href) as Promise<PrismLib>;

export const freePort = async (host?: string) => (await lib()).freePort(host);
export const waitForHttp: PrismLib['waitForHttp'] = async (url, options) => (await lib()).waitForHttp(url, options);
export const startPrism: PrismLib['startPrism'] = async (options) => (await lib()).startPrism(options);
