import { createContext, lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';

// The dialog's code (Mantine's Modal, its scroll area and focus trap) loads when a failure first needs it, not with the
// screen that may never fail.
const ErrorDialog = lazy(() => import('./error-dialog-modal').then((m) => ({ default: m.ErrorDialog })));

export type ErrorDialogOptions = {
  /** A translation key for the text; error.text.generic when none is given. */
  textKey?: string;
  /** An already translated or server-given message, shown instead of the text key. */
  message?: string;
  /** What failed: an answer of the API shows its request id for the dealer to quote. */
  error?: unknown;
};

type ErrorDialogApi = { showError: (options?: ErrorDialogOptions) => void };

const ErrorDialogContext = createContext<ErrorDialogApi | null>(null);

/** Lets the screens below it show the generic failure dialog of the spec (the oops title, a text, one Close button). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ErrorDialogOptions | null>(null);
  // Once shown, the dialog stays (closed), so that it closes as a dialog does and gives the focus back.
  const [wanted, setWanted] = useState(false);
  const showError = useCallback((options: ErrorDialogOptions = {}) => {
    setWanted(true);
    setCurrent(options);
  }, []);
  const api = useMemo(() => ({ showError }), [showError]);

  return (
    <ErrorDialogContext value={api}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ErrorDialog current={current} onClose={() => setCurrent(null)} />
        </Suspense>
      )}
    </ErrorDialogContext>
  );
}

export function useErrorDialog(): ErrorDialogApi {
  const api = use(ErrorDialogContext);
  if (!api) throw new Error('useErrorDialog needs an ErrorDialogProvider');
  return api;
}
