import { describe, expect, it } from 'vitest';
import { MEMO_ROUTER_ENTRIES, MemoTrieRouter } from '../../../worker/http/memo-router';

// worker/http/memo-router.ts: the page app's and the provider app's router keeps its answers
//, within a bound, and answers exactly as the TrieRouter it wraps.

function router() {
  const memo = new MemoTrieRouter<string>();
  memo.add('ALL', '*', 'every request');
  memo.add('GET', '/news/:id', 'one news');
  memo.add('GET', '/news/promoted', 'promoted news');
  return memo;
}

const handlers = (answer: ReturnType<MemoTrieRouter<string>['match']>) =>
  answer[0].map(([handler, params]) => [handler, params]);

describe('the router that keeps its answers', () => {
  it('answers a path as the TrieRouter does, then the same answer from memory', () => {
    const memo = router();
    const first = memo.match('GET', '/news/12');
    expect(handlers(first)).toEqual([
      ['every request', {}],
      ['one news', { id: '12' }],
    ]);
    expect(memo.match('GET', '/news/12')).toBe(first);
    expect(handlers(memo.match('GET', '/news/13'))).toEqual([
      ['every request', {}],
      ['one news', { id: '13' }],
    ]);
    expect(handlers(memo.match('POST', '/news/12'))).toEqual([['every request', {}]]);
  });

  it('keeps at most its bound, and never a long path', () => {
    const memo = router();
    for (let id = 0; id < MEMO_ROUTER_ENTRIES + 50; id += 1) memo.match('GET', `/news/${id}`);
    expect(memo.size).toBe(MEMO_ROUTER_ENTRIES);
    const long = `/news/${'1'.repeat(300)}`;
    memo.match('GET', long);
    expect(memo.match('GET', long)).not.toBe(memo.match('GET', long));
  });

  it('forgets its answers when a route is added', () => {
    const memo = router();
    const before = memo.match('GET', '/news/12');
    memo.add('GET', '/news/:id', 'a second handler');
    expect(memo.match('GET', '/news/12')).not.toBe(before);
    expect(handlers(memo.match('GET', '/news/12')).map(([handler]) => handler)).toContain('a second handler');
  });
});
