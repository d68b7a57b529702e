import { IconCheck, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { toastLifetime } from '../components/ui/toast-lifetime.ts';
import classes from './public-page.module.css';

type Notice = { kind: 'success' | 'error'; message: string; id: number };

/** The public page's toast: one at a time, gone after the app's toast lifetime. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((kind: Notice['kind'], message: string) => setNotice({ kind, message, id: Date.now() }), []);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), toastLifetime);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return { notice, notify };
}

export function NoticeToast({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div key={notice.id} role="alert" className={`${classes.toast} ${notice.kind === 'error' ? classes.toastError : ''}`}>
      <span className={classes.toastIcon} aria-hidden>
        {notice.kind === 'error' ? <IconX size={16} /> : <IconCheck size={16} />}
      </span>
      {notice.message}
    </div>
  );
}
