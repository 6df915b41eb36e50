import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { CloseIcon } from './icons.tsx';

export type ToastTone = 'info' | 'success' | 'danger';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  /** Shows a short message, announced politely to screen readers; gone after `duration` ms. */
  show: (message: string, options?: { tone?: ToastTone; duration?: number }) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => {} });

export function useToast() {
  return useContext(ToastContext);
}

/** Holds the toasts and the always-present live region that announces them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, { tone = 'info', duration = 4000 } = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-2), { id, message, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toast-region" aria-label={t('Notifications')}>
        <div role="status" aria-live="polite" aria-atomic="false">
          {toasts.map((toast) => (
            <div key={toast.id} className={`toast toast--${toast.tone}`}>
              <p className="toast__message">{toast.message}</p>
              <button
                type="button"
                className="icon-button toast__close"
                onClick={() => dismiss(toast.id)}
              >
                <CloseIcon size={18} />
                <span className="visually-hidden">{t('Dismiss notification')}</span>
              </button>
            </div>
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
