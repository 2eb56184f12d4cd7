import { call, type ApiFetch } from '../api-call';

// A page's translation starts with its original's content blocks: its texts are
// in its blocks, so a translation created without them would start empty. Right after the
// new page is created, the original's blocks are written to it (PUT …/blocks, with the new
// page's layout hash); the owner then translates them in the page's block editor.

interface PageAnswer {
  blocks?: { kind: string; data: Record<string, unknown> }[];
  layout?: { hash: string };
}

export type CreatedPage = PageAnswer & { page?: { id?: unknown } };

/** Copies the blocks of page `originalId` to the new page; whether any were copied. */
export async function copyPageBlocks(
  apiFetch: ApiFetch,
  originalId: number,
  created: CreatedPage,
): Promise<boolean> {
  const id = Number(created.page?.id);
  if (!Number.isInteger(id) || (created.blocks?.length ?? 0) > 0) return false;
  const { data } = await call(apiFetch, `/admin/page/${originalId}`);
  const blocks = ((data as PageAnswer).blocks ?? []).map(({ kind, data: fields }) => ({
    kind,
    data: fields,
  }));
  if (blocks.length === 0) return false;
  await call(apiFetch, `/admin/page/${id}/blocks`, {
    method: 'PUT',
    body: JSON.stringify({ blocks, ...(created.layout?.hash ? { hash: created.layout.hash } : {}) }),
  });
  return true;
}
