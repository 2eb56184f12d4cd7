// The site owner's side of the bench: sign in with a sample ADMIN account of the site behind a
// host (taken from the seed, the same accounts the README lists) and write a parameter through
// the provider API, which bumps the site's content version. Requests carry no Origin header
// (a server-side client) and the token in the Authorization header.
import { sampleSites, sampleMembers } from '../worker/seed/index.ts';
import { sendJson } from './server.mjs';

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

/** POST /api/login on `host`; resolves the session token. */
export async function login(port, host) {
  const { email, password } = sampleAdmin(host);
  const response = await sendJson(port, 'POST', '/api/login', { host, json: { email, password } });
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

/** PUT /api/admin/parameter/TYPE as the signed-in owner; resolves the request's duration in ms. */
export async function writeParameter(port, host, token, type, value) {
  const response = await sendJson(port, 'PUT', `/api/admin/parameter/${type}`, {
    host,
    token,
    json: { value },
  });
  if (response.status !== 200) {
    throw new Error(`PUT /api/admin/parameter/${type} on ${host}: ${describe(response)}`);
  }
  return response.totalMs;
}
