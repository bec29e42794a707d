export interface Composition {
  shopUrl: string;
  urls: Record<'shell' | 'catalog' | 'vehicle' | 'cart-checkout' | 'account' | 'content', string>;
  start(name: string): Promise<string>;
  stop(name: string): Promise<void>;
  close(): Promise<void>;
  /** The local CDN's origin when started with `cdnDir`. */
  cdnUrl?: string;
}
export declare function startComposition(options?: { basePort?: number; env?: NodeJS.ProcessEnv; bind?: string; apps?: string[]; cdnDir?: string }): Promise<Composition>;
