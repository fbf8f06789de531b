import { useCallback, useLayoutEffect, useRef } from 'react';
import { useErrorDialog } from './error-dialog';

/** Long enough for a closing dialog to hand the focus back before the error dialog takes it. */
export const FOCUS_RETURN_DELAY_MS = 30;

/**
 * A dialog whose call failed closes first and only then shows the generic error
 * dialog, so keyboard focus returns to where it came from instead of being lost.
 * `failed` closes the dialog by itself; `markFailed` is for failures a handler learns of.
 * Pass `onExitTransitionEnd` to the Modal.
 */
export function useErrorAfterClose(failed: boolean, onClose: () => void, error?: unknown) {
  const { showError } = useErrorDialog();
  const pending = useRef(false);
  // What failed, for the dialog to name the request: the error given here or to markFailed.
  const cause = useRef<unknown>(undefined);
  // Before the dialog's own effects: with reduced motion a dialog ends its exit at once, in the same commit that closed
  // it, and must find the failure already noted.
  useLayoutEffect(() => {
    if (failed) {
      pending.current = true;
      cause.current = error;
      onClose();
    }
  }, [failed, onClose, error]);
  const markFailed = useCallback((failure?: unknown) => {
    pending.current = true;
    cause.current = failure;
  }, []);
  const onExitTransitionEnd = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    const failure = cause.current;
    window.setTimeout(() => showError({ error: failure }), FOCUS_RETURN_DELAY_MS);
  }, [showError]);
  return { markFailed, onExitTransitionEnd };
}
