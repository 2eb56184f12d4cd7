/** A message on the mail queue: the outbox row to send. */
export interface MailJob {
  siteId: number;
  outboxId: number;
}
