import { apiFetch } from './api-fetch';

// Files the API hands out (invoices, packing slips, form attachments) are fetched with the
// admin session and the `idSite` header, which a plain link cannot carry, then given to the
// browser as a download. A refusal rejects with the server's French message.

export async function downloadFile(apiPath: string, fallbackName: string): Promise<string> {
  const response = await apiFetch(apiPath);
  if (!response.ok) {
    let message = `Erreur ${response.status}`;
    try {
      message = (await response.json<{ message?: string }>()).message ?? message;
    } catch {
      // not JSON: keep the status
    }
    throw new Error(message);
  }
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = filename;
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
