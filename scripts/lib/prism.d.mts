export declare const ROOT: string;
export declare function freePort(host?: string): Promise<number>;
export declare function waitForHttp(url: string, options?: { timeoutMs?: number; child?: import('node:child_process').ChildProcess }): Promise<void>;
export interface PrismOptions {
  port?: number;
  spec?: string;
  dynamic?: boolean;
  host?: string;
  errors?: boolean;
  quiet?: boolean;
  /** Proxy mode: validate the exchanges with this backend instead of mocking. */
  upstream?: string;
  /** Every line Prism prints. */
  onLine?: (line: string) => void;
}
export interface PrismServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** The last lines Prism printed. */
  log(): string;
}
export declare function startPrism(options?: PrismOptions): Promise<PrismServer>;
export declare function bundleOpenApi(): Promise<void>;
