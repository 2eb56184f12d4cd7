// Sends one file to the media library (POST /api/admin/media) and reports its progress: fetch
// cannot tell how much of a body has been sent, XMLHttpRequest can (upload.onprogress). The
// answer is the same {success, data, message} envelope; a refusal rejects with the server's
// French message.

import { multipartBody, withSiteHeader } from '../../api-fetch';
import { currentSiteId } from '../../current-site';

export interface UploadedMedia {
  url: string;
  name: string;
}

interface UploadAnswer {
  success?: boolean;
  data?: UploadedMedia;
  message?: string;
}

export function uploadWithProgress(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.setRequestHeader('accept', 'application/json');
    // The one place that cannot use apiFetch (XMLHttpRequest): it names the site the same way.
    withSiteHeader(undefined, currentSiteId()).forEach((value, name) =>
      request.setRequestHeader(name, value),
    );
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: UploadAnswer | null = null;
      try {
        body = JSON.parse(request.responseText) as UploadAnswer;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body?.success && body.data) {
        onProgress(100);
        resolve(body.data);
      } else {
        reject(new Error(body?.message ?? `L'envoi a échoué (erreur ${request.status}).`));
      }
    };
    request.onerror = () => reject(new Error("L'envoi a échoué : la connexion a été interrompue."));
    request.send(multipartBody({ file }));
  });
}

/** A caption from a file name: « plage-du-nord.jpg » → « plage du nord ». */
export function captionOf(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .slice(0, 300);
}
