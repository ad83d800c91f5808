export declare const CDN_ORIGIN: string;
export declare const CDN_HOST: string;
export declare function placeholderSvg(url: string): string;
export interface CdnStandIn {
  chromiumFlags: string[];
  stop(): Promise<void>;
}
export declare function startCdnStandIn(): Promise<CdnStandIn>;
