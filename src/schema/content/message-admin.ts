import { z } from 'zod';

// The contact messages inbox of the admin panel: read and unread, newest first.

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxSchema = z.object({
  messages: z.array(inboxMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
});

export const messageReadInputSchema = z.object({
  read: z.boolean({ message: 'Indiquez si le message est lu (true) ou non lu (false).' }),
});

export const INBOX_PAGE_SIZE = 25;
