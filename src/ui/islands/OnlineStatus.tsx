import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';

// Tells the visitor when the connection drops (spec section 2: online/offline tracked).
// The worker renders the empty live region; the browser's status is read after hydration.

export const OFFLINE_MESSAGE = 'Vous êtes hors ligne';

export function OnlineStatus(): ReactElement {
  const [online, setOnline] = useState(true);

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
      {online ? null : OFFLINE_MESSAGE}
    </div>
  );
}
