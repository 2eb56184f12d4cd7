import { z } from 'zod';

/** One admin write: who, when, what (method and API path), and how it ended. */
const auditEntrySchema = z.object({
  id: z.number().int(),
  idUser: z.number().int().nullable(),
  email: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  requestId: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });

export const AUDIT_PAGE_SIZE = 50;
