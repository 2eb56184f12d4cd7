import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminCall, adminLogin } from '../support/accounts';
import { api, request } from '../support/http';
import { itemCalls } from './publishing-support';

// Blog articles through the same workflow: a draft stays off the blog, its API and its feed
// until published; its preview link shows it in the blog's layout.

let token: string;

beforeAll(async () => {
  token = await adminLogin(ADMIN);
});

describe('a blog article drafted', () => {
  it('stays off the blog until published, and its preview shows the draft', async () => {
    const created = await adminCall<{ id: number; url: string }>('POST', '/admin/blog/article', token, {
      title: 'Les huiles de massage',
      content: '<p>Premier jet</p>',
      isPublished: false,
    });
    expect(created.status).toBeLessThan(300);
    const id = created.body.data.id;
    const calls = itemCalls(token, 'blog', id);
    const saved = await calls.save(
      {
        title: 'Les huiles de massage',
        summary: 'Bien choisir.',
        content: '<p>Huiledargan tiède</p>',
        image: null,
        author: 'Claire',
      },
      0,
    );
    expect(saved.status).toBe(200);
    expect((await api(`/blog/${id}`)).status).toBe(404);
    expect(await (await request('/blog/rss.xml')).text()).not.toContain('Huiledargan');

    const preview = await request(new URL((await calls.shareLink()).body.data.url).pathname);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Huiledargan');

    expect((await calls.publish()).body.data.state).toBe('published');
    const live = await api<{ content: string; author: string }>(`/blog/${id}`);
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ author: 'Claire' });
    expect(live.body.data.content).toContain('Huiledargan');
    expect((await calls.revisions()).body.data.revisions[0]!.summary).toMatch(
      /^mise en ligne, résumé, texte, auteur$/,
    );
  });
});
