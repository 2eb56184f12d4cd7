// A scheduled publication on the warm path. The owner schedules a news article's publication an
// hour ahead (POST /api/admin/news/{id}/publish {at}): the caches then know the minute the site
// next changes, and until that minute a warm page must cost what it cost before. Warm samples
// of the home page without a schedule and with one, in alternating blocks (publishing the
// article now clears its schedule), so the machine's noise hits both alike; medians and their
// ratio (goal: about 1).
import { setTimeout as delay } from 'node:timers/promises';
import { adminSend, login } from './admin.mjs';
import { get, sendJson } from './server.mjs';

/** Warm samples of `path`: a few answers to fill the caches again, then `count` measured. */
async function warmSamples(port, host, path, count) {
  for (let i = 0; i < 3; i += 1) {
    const response = await get(port, path, { host });
    if (response.status !== 200) throw new Error(`GET ${host}${path} answered ${response.status}`);
    await delay(100);
  }
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const response = await get(port, path, { host });
    if (response.status !== 200) throw new Error(`GET ${host}${path} answered ${response.status}`);
    samples.push(response.totalMs);
  }
  return samples;
}

export async function scheduledBench({ port, host, path = '/', blocks = 4, perBlock = 10 }) {
  const token = await login(port, host);
  const list = await sendJson(port, 'GET', '/api/news?nbItem=1', { host });
  const id = list.envelope?.data?.news?.[0]?.id;
  if (typeof id !== 'number') throw new Error(`no published news on ${host} to schedule`);
  const result = { plain: [], scheduled: [], newsId: id };
  for (let block = 0; block < blocks; block += 1) {
    result.plain.push(...(await warmSamples(port, host, path, perBlock)));
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await adminSend(port, host, token, 'POST', `/admin/news/${id}/publish`, { at });
    result.scheduled.push(...(await warmSamples(port, host, path, perBlock)));
    await adminSend(port, host, token, 'POST', `/admin/news/${id}/publish`, {}); // clears the schedule
  }
  return result;
}
