// Signs a sample member in through the storefront's own form (POST /auth, as a browser without
// JavaScript would) and returns the Cookie header of that session, so Lighthouse can measure a
// page only a signed-in member sees (/mon-compte) with its usual requests.
import { URLSearchParams } from 'node:url';
import { request } from '../../bench/server.mjs';

/** "token=…; idSite=…; member=1" for the member signed in on `host`, or throws. */
export async function signInCookie(port, host, { email, password }) {
  // The port in Host too: the form's same-origin check compares Origin with the request's origin.
  const response = await request(port, 'POST', '/auth', {
    host: `${host}:${port}`,
    headers: {
      origin: `http://${host}:${port}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const cookies = [response.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';', 1)[0])
    .filter((pair) => pair.includes('='));
  if (response.status !== 303 || !cookies.some((pair) => pair.startsWith('token='))) {
    throw new Error(`signing ${email} in on ${host} answered ${response.status}, no session cookie`);
  }
  return cookies.join('; ');
}
