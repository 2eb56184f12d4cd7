import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';

// Tells the visitor when the connection drops (online/offline tracked).
// The worker renders the empty live region; the browser's status is read after hydration.

export const ONLINE_STATUS_MESSAGES = ['online.offline'] as const satisfies readonly MessageKey[];

export function OnlineStatus(): ReactElement {
  const [online, setOnline] = useState(true);
  const { t } = useT();

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  return (
    <div className="online-status" role="status" aria-live="polite" data-online={online ? 'true' : 'false'}>
      {online ? null : t('online.offline')}
    </div>
  );
}
