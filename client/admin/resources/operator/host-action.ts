import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { apiFetch } from '../../api-fetch';
import { call } from '../../api-call';

// One operator action on the « Domaines » screen (check a host now, make it primary, add its
// www): a POST to the platform API, its French message as a notice, the list read again; the
// button is disabled while the call runs, and a failure says the server's reason.

export function useHostAction(failure: string): {
  busy: boolean;
  run: (path: string, body?: unknown) => Promise<void>;
} {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, body: unknown = {}) => {
    setBusy(true);
    try {
      const { message } = await call(apiFetch, path, { method: 'POST', body: JSON.stringify(body) });
      notify(message, { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : failure, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
