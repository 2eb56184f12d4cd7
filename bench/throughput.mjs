// Throughput with autocannon: requests per second and latency of one path under load.
import autocannon from 'autocannon';
import { HOST } from './server.mjs';

export function measure({ port, host, urlPath, title, settings }) {
  return autocannon({
    title,
    url: `http://${HOST}:${port}${urlPath}`,
    headers: { host },
    connections: settings.connections,
    duration: settings.duration,
    warmup: { connections: settings.connections, duration: settings.warmup },
  });
}

export function summarise(result) {
  const warm = result.warmup ?? { non2xx: 0, errors: 0, timeouts: 0 };
  const completed = result.requests.total;
  return {
    title: result.title,
    url: result.url,
    requests: completed,
    rpsMedian: result.requests.p50,
    rpsMean: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    warmupNon2xx: warm.non2xx,
    warmupErrors: warm.errors + warm.timeouts,
    bytesPerRequest: completed > 0 ? Math.round(result.throughput.total / completed) : 0,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
  };
}
