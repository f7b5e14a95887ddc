/**
 * Toasts, bottom-right, with the duration each caller gives (2, 3, 5 or 7 s; 2 s by default). The list lives in a module
 * store, not in component state: each client-only route is its own Gatsby page, so a toast
 * shown just before navigating (signup → login) must survive the next page's remount.
 */
import * as React from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

type Kind = 'success' | 'error' | 'info';
interface Item {
  id: number;
  text: string;
  kind: Kind;
  until: number;
}
type Show = (text: string, opts?: { kind?: Kind; ms?: number }) => void;

let items: Item[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const remove = (id: number) => {
  items = items.filter((i) => i.id !== id);
  emit();
};
const show: Show = (text, opts = {}) => {
  const item = { id: ++seq, text, kind: opts.kind ?? 'success', until: Date.now() + (opts.ms ?? 2000) };
  items = [...items, item];
  emit();
  setTimeout(() => remove(item.id), opts.ms ?? 2000);
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

const ToastContext = React.createContext<Show>(show);
export const useToast = () => React.useContext(ToastContext);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const list = React.useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastContainer position="bottom-end" className="p-3 position-fixed" style={{ zIndex: 2000 }}>
        {list.map((t) => (
          <Toast
            key={t.id}
            onClose={() => remove(t.id)}
            bg={t.kind === 'error' ? 'danger' : t.kind === 'info' ? 'primary' : 'success'}
            role={t.kind === 'error' ? 'alert' : 'status'}
            aria-live={t.kind === 'error' ? 'assertive' : 'polite'}
          >
            <Toast.Body className="text-white d-flex align-items-start gap-2">
              <span className="flex-grow-1" data-testid="toast">
                {t.text}
              </span>
              <button type="button" className="btn-close btn-close-white" aria-label="Close" onClick={() => remove(t.id)} />
            </Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  );
}

/** Drops every toast (tests run many screens in one page). */
export function clearToasts(): void {
  items = [];
  emit();
}
