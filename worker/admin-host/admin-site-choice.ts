// What the admin host's site chooser shows of a site: its primary host and the absolute URL of
// its storefront (previews and media open there, never inside the admin document).

export interface AdminSiteChoice {
  id: number;
  name: string;
  host: string;
  url: string;
}

/**
 * The primary host is the host of the site's main URL when it is one of the site's own hosts,
 * else its first host. The storefront URL uses the admin request's scheme and port: the same
 * Worker serves both, so locally (one port for every host, 8787 or the e2e server's own) and
 * in production (https, no port) the link reaches the storefront that is really running.
 */
export function adminSiteChoice(
  site: { id: number; name: string; url: string; hosts: string[] },
  adminRequestUrl: URL,
): AdminSiteChoice {
  let host = site.hosts[0] ?? '';
  try {
    const main = new URL(site.url).hostname;
    if (site.hosts.includes(main)) host = main;
  } catch {
    // not an absolute URL: the first host
  }
  const port = adminRequestUrl.port ? `:${adminRequestUrl.port}` : '';
  return {
    id: site.id,
    name: site.name,
    host,
    url: host ? `${adminRequestUrl.protocol}//${host}${port}` : '',
  };
}
