import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** How many answers a router keeps (FIFO), and the longest path it keeps one for. */
export const MEMO_ROUTER_ENTRIES = 500;
const MEMO_ROUTER_MAX_PATH = 200;

/**
 * A TrieRouter that keeps its answers. A TrieRouter walks its tree for every request
 * and gathers the handlers of every matching node: the page app's ~110 routes and middlewares,
 * the provider app's ~1,250, searched again for each of a page's in-process calls. The same few
 * paths come back all the time (/api/parameter, /api/page/tree, a page's path), and an answer
 * only depends on the method and the path, so it is kept: at most MEMO_ROUTER_ENTRIES per
 * router, the oldest dropped first; a long path (an attacker's) is never kept. Hono only reads an
 * answer (handlers and their parameters), so requests can share one.
 * (RegExpRouter, Hono's fast one, cannot take these routes: worker/index.ts says why.)
 */
export class MemoTrieRouter<T> implements Router<T> {
  readonly name = 'MemoTrieRouter';
  readonly #router = new TrieRouter<T>();
  readonly #answers = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MEMO_ROUTER_MAX_PATH) return this.#router.match(method, path);
    const key = `${method} ${path}`;
    const known = this.#answers.get(key);
    if (known) return known;
    const answer = this.#router.match(method, path);
    if (this.#answers.size >= MEMO_ROUTER_ENTRIES) {
      const oldest = this.#answers.keys().next();
      if (!oldest.done) this.#answers.delete(oldest.value);
    }
    this.#answers.set(key, answer);
    return answer;
  }

  /** How many answers are kept now (tests). */
  get size(): number {
    return this.#answers.size;
  }
}
