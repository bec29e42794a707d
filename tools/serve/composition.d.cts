export interface Composition {
  shopUrl: string;
  urls: Record<'shell' | 'catalog' | 'vehicle' | 'cart-checkout' | 'account' | 'content', string>;
  start(name: string): Promise<string>;
  stop(name: string): Promise<void>;
  close(): Promise<void>;
}
export declare function startComposition(options?: { basePort?: number; env?: NodeJS.ProcessEnv; bind?: string; apps?: string[] }): Promise<Composition>;
