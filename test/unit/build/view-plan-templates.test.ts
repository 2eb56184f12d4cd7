import { describe, expect, it } from 'vitest';
import { siteIdPositions } from '../../../worker/cache/view-plans';

// A view plan learned on one site serves the same page of a site the isolate has never
// seen, its site id replaced — only where a statement compares a site id. Site 1's plans also
// bind 1 as a flag or a limit, which must stay 1 (else the borrowed read misses).

describe('where a plan statement holds the site id', () => {
  it('finds `site_id = ?` by number and by order, and nothing else', () => {
    const sql =
      'SELECT id FROM news WHERE site_id = ? AND locale = ? AND is_promoted = ? ORDER BY date LIMIT ? OFFSET ?';
    expect([...siteIdPositions(sql)]).toEqual([0]);
    const numbered =
      'SELECT id FROM pages WHERE site_id = ?1 AND id <> ?2 AND (parent_id = ?2 OR p.site_id = ?1)';
    expect([...siteIdPositions(numbered)]).toEqual([0]);
    expect([...siteIdPositions('SELECT id FROM page_blocks WHERE page_id = ? AND site_id=?')]).toEqual([1]);
  });

  it('finds the id of a read of the sites table, not the id of another table', () => {
    expect([...siteIdPositions('SELECT id, name FROM sites WHERE id = ?')]).toEqual([0]);
    expect([...siteIdPositions('SELECT s.content_version FROM sites s WHERE s.id = ?1')]).toEqual([0]);
    expect([...siteIdPositions('SELECT id FROM pages WHERE id = ? AND site_id = ?')]).toEqual([1]);
  });
});
