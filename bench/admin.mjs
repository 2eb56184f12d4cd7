// The site owner's side of the bench: sign in with a sample ADMIN account of the site behind a
// host (taken from the seed, the same accounts docs/site-owners.md lists) and write a parameter through
// the provider API, which bumps the site's content version. Requests carry no Origin header
// (a server-side client) and the token in the Authorization header. Admin calls live on the
// admin host (ADMIN_HOST in wrangler.toml) with the site's id in the idSite header.
import { sampleSites, sampleMembers } from '../worker/seed/index.ts';
import { sendJson } from './server.mjs';

const ADMIN_HOST = 'admin.localhost';

function describe(response) {
  return `${response.status} ${response.envelope?.message ?? response.body.toString('utf8').slice(0, 200)}`;
}

/** The sample ADMIN account of the site served on `host`. */
export function sampleAdmin(host) {
  const site = sampleSites.find((candidate) => candidate.domains.some((domain) => domain.host === host));
  if (!site) throw new Error(`no sample site is served on ${host}`);
  const user = sampleMembers.find((candidate) => candidate.siteId === site.id && candidate.role === 'ADMIN');
  if (!user) throw new Error(`the sample site ${site.id} (${host}) has no ADMIN account`);
  return { siteId: site.id, email: user.email, password: user.password };
}

/** POST /api/admin/session on the admin host as the owner of the site on `host`; resolves the token. */
export async function login(port, host) {
  const { email, password } = sampleAdmin(host);
  const response = await sendJson(port, 'POST', '/api/admin/session', {
    host: ADMIN_HOST,
    json: { email, password },
  });
  const token = response.envelope?.data?.token;
  if (response.status !== 200 || typeof token !== 'string') {
    throw new Error(`login as ${email} on ${host} failed: ${describe(response)}`);
  }
  return token;
}

/** GET /api/parameter/TYPE: the parameter's current value. */
export async function readParameter(port, host, type) {
  const response = await sendJson(port, 'GET', `/api/parameter/${type}`, { host });
  if (response.status !== 200)
    throw new Error(`GET /api/parameter/${type} on ${host}: ${describe(response)}`);
  return response.envelope.data.value;
}

/**
 * PUT /api/admin/parameter/TYPE as the signed-in owner, with `headers` besides; resolves the
 * request's duration in ms.
 */
export async function writeParameter(port, host, token, type, value, headers = {}) {
  return adminSend(port, host, token, 'PUT', `/admin/parameter/${type}`, { value }, headers);
}

/**
 * METHOD /api/PATH on the admin host as the signed-in owner of the site on `host`, with `json`;
 * resolves the request's duration in ms, or throws with the refusal when it is not a 200.
 */
export async function adminSend(port, host, token, method, path, json, headers = {}) {
  const response = await sendJson(port, method, `/api${path}`, {
    host: ADMIN_HOST,
    token,
    json,
    extraHeaders: { ...headers, idSite: String(sampleAdmin(host).siteId) },
  });
  if (response.status !== 200) throw new Error(`${method} /api${path} on ${host}: ${describe(response)}`);
  return response.totalMs;
}
