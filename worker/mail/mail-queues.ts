// The mail queue's dead-letter queue is named after it with -dlq (wrangler.toml, each
// environment): the Worker's one `queue` handler tells the two apart by that name.
const DEAD_LETTER_SUFFIX = '-dlq';

export function isDeadLetterQueue(queue: string): boolean {
  return queue.endsWith(DEAD_LETTER_SUFFIX);
}
