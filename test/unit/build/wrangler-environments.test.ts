import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as wrangler from 'wrangler';

// wrangler.toml's environments: each deployed Worker has its own name and resources (staging
// never writes production's database, bucket, cache or queues), and every mail queue has
// bounded retries, a dead-letter queue and a consumer for it (worker/mail/mail-queues.ts tells
// that queue by its -dlq name).

interface Consumer {
  queue: string;
  max_retries?: number;
  dead_letter_queue?: string;
}
interface Environment {
  name?: string;
  d1_databases?: { database_name: string; database_id: string }[];
  kv_namespaces?: { id: string }[];
  r2_buckets?: { bucket_name: string }[];
  queues?: { producers?: { queue: string }[]; consumers?: Consumer[] };
}
const { experimental_readRawConfig: readRawConfig } = wrangler as unknown as {
  experimental_readRawConfig: (args: { config: string }) => {
    rawConfig: Environment & { env?: Record<string, Environment> };
  };
};
const { rawConfig } = readRawConfig({ config: path.resolve('wrangler.toml') });
const environments: Record<string, Environment> = { top: rawConfig, ...rawConfig.env };

const resources = (environment: Environment) => [
  ...(environment.d1_databases ?? []).flatMap((db) => [db.database_name, db.database_id]),
  ...(environment.kv_namespaces ?? []).map((kv) => kv.id),
  ...(environment.r2_buckets ?? []).map((bucket) => bucket.bucket_name),
  ...(environment.queues?.producers ?? []).map((producer) => producer.queue),
];

describe('wrangler.toml environments', () => {
  it('has staging and production, each with a Worker name of its own', () => {
    expect(Object.keys(environments).sort()).toEqual(['production', 'staging', 'top']);
    const names = Object.values(environments).map((environment) => environment.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives staging none of production’s resources', () => {
    const production = new Set(resources(environments.production ?? {}));
    const staging = resources(environments.staging ?? {});
    expect(staging.length).toBeGreaterThanOrEqual(5);
    expect(staging.filter((resource) => production.has(resource))).toEqual([]);
  });

  it('bounds the retries of every mail queue and consumes its dead-letter queue', () => {
    for (const [name, environment] of Object.entries(environments)) {
      const consumers = environment.queues?.consumers ?? [];
      const mail = consumers.find((consumer) => !consumer.queue.endsWith('-dlq'));
      expect(mail?.max_retries, name).toBeGreaterThan(0);
      expect(mail?.dead_letter_queue, name).toBe(`${mail?.queue}-dlq`);
      expect(
        consumers.map((consumer) => consumer.queue),
        name,
      ).toContain(mail?.dead_letter_queue);
    }
  });
});
