export declare const DIST: string;
export declare function buildApp(
  dist?: string,
  options?: { logLevel?: 'info' | 'warn' | 'error' | 'silent'; plugins?: import('vite').PluginOption[] },
): Promise<string>;
export interface RunningAppServer {
  url: string;
  close(): Promise<void>;
}
export declare function startBuiltServer(dist: string, options: { api: string; port?: number; host?: string }): Promise<RunningAppServer>;
/** Writes each text file's .br and .gz beside it, under `dir`. */
export declare function precompress(dir: string): void;
