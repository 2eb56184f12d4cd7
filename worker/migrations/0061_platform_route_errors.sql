-- Answers in error (HTTP 5xx) per route name and hour, for the operators' health endpoint
-- (GET /api/admin/platform/health on the admin host). The route name is the request log's
-- (worker/http/request-log.ts: an API pattern, or a page's kind such as page:product), never a
-- path. Each isolate adds its counts at most once per flush window, and rows older than two
-- days are deleted as counts are added, so the table stays small whatever the traffic.
CREATE TABLE platform_route_errors (
  host TEXT NOT NULL CHECK (host IN ('admin', 'site')),
  route TEXT NOT NULL,
  hour INTEGER NOT NULL, -- unix seconds of the hour's start
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (host, route, hour)
);
