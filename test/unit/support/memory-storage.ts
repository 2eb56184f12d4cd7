import type { CartStorage } from '../../../client/cart-store.ts';

/** In-memory localStorage for Node tests; `failWrites` simulates a full or blocked storage. */
export class MemoryStorage implements CartStorage {
  readonly items = new Map<string, string>();
  failWrites = false;

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('quota exceeded', 'QuotaExceededError');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** Lets Valtio deliver its batched notifications (it notifies in a microtask). */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
