// What the admin host's site chooser shows of a site: its primary host and the absolute URL of
// its storefront (previews and media open there, never inside the admin document).

export interface AdminSiteChoice {
  id: number;
  name: string;
  host: string;
  url: string;
}

/**
 * The site's main URL when it is an absolute http(s) URL on one of its own hosts; otherwise its
 * first host, with the admin request's scheme and port (local development: one port for all).
 */
export function adminSiteChoice(
  site: { id: number; name: string; url: string; hosts: string[] },
  adminRequestUrl: URL,
): AdminSiteChoice {
  try {
    const main = new URL(site.url);
    if ((main.protocol === 'http:' || main.protocol === 'https:') && site.hosts.includes(main.hostname)) {
      // A local *.localhost site is served on whatever port the Worker listens on (npm start
      // with PORT, each e2e server), the admin host's own: the stored :8787 would be another.
      const local = main.hostname === 'localhost' || main.hostname.endsWith('.localhost');
      if (local && adminRequestUrl.port) {
        main.protocol = adminRequestUrl.protocol;
        main.port = adminRequestUrl.port;
      }
      return { id: site.id, name: site.name, host: main.hostname, url: main.origin };
    }
  } catch {
    // not an absolute URL: fall back to the first host below
  }
  const host = site.hosts[0] ?? '';
  const port = adminRequestUrl.port ? `:${adminRequestUrl.port}` : '';
  return {
    id: site.id,
    name: site.name,
    host,
    url: host ? `${adminRequestUrl.protocol}//${host}${port}` : '',
  };
}
