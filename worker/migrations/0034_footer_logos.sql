-- Footer logo elements (spec section 7: « startup also loads … footer logo elements »; section
-- 9: 100 per page): partner and label logos the owner shows in the site's footer, in order.
CREATE TABLE footer_logos (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL,                 -- the partner or label, also the image's alternative text
  image_url TEXT NOT NULL,            -- a site path (/media/…, /assets/…) or an http(s) address
  link_url TEXT,                      -- the partner's site, when the logo links to it
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id)
);
CREATE INDEX footer_logos_order ON footer_logos(site_id, position, id);
