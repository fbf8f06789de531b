import { useCallback, useRef, useState } from 'react';
import { decideFile, splitBySlots, tooManyFilesError, type FieldError, type FileContext } from '../file-rules';
import { downscaleImage } from '../image-downscale';

export type ChosenFile = {
  id: string;
  file: File;
  /** The original name when the image was made smaller (and became a JPEG). */
  shrunkFrom: string | null;
};

export type RefusedFile = { id: string; name: string; error: FieldError };

let nextId = 0;
const newId = () => `file-${++nextId}`;

/**
 * The files chosen for an upload: taken as they are, made smaller first, or refused with
 * the reason. Held by the form, so a failed send keeps them.
 */
export function useFileSelection(context: FileContext) {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [preparing, setPreparing] = useState<{ id: string; name: string }[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  // Images whose preparation was cleared away before it finished.
  const dropped = useRef(new Set<string>());

  const add = useCallback(
    (incoming: readonly File[]) => {
      // Images still being made smaller hold their place, so a fifth file cannot slip in meanwhile.
      const { taken, refused: overflow } = splitBySlots(files.length + preparing.length, incoming);
      const refusals: RefusedFile[] = overflow.map((file) => ({ id: newId(), name: file.name, error: tooManyFilesError() }));
      const accepted: ChosenFile[] = [];
      for (const file of taken) {
        const decision = decideFile(file, context);
        if (decision.action === 'accept') accepted.push({ id: newId(), file, shrunkFrom: null });
        else if (decision.action === 'reject') refusals.push({ id: newId(), name: file.name, error: { key: decision.key } });
        else {
          const id = newId();
          setPreparing((list) => [...list, { id, name: file.name }]);
          void downscaleImage(file).then((smaller) => {
            setPreparing((list) => list.filter((p) => p.id !== id));
            if (dropped.current.delete(id)) return;
            if (smaller) setFiles((list) => [...list, { id, file: smaller, shrunkFrom: file.name }]);
            else setRefused((list) => [...list, { id, name: file.name, error: { key: decision.failKey } }]);
          });
        }
      }
      // Each choice starts a fresh list of refusals, so old messages do not pile up.
      setRefused(refusals);
      if (accepted.length) setFiles((list) => [...list, ...accepted]);
    },
    [context, files.length, preparing.length],
  );

  const remove = useCallback((id: string) => setFiles((list) => list.filter((f) => f.id !== id)), []);
  const clear = useCallback(() => {
    preparing.forEach((p) => dropped.current.add(p.id));
    setPreparing([]);
    setFiles([]);
    setRefused([]);
  }, [preparing]);

  return { context, files, preparing, refused, add, remove, clear };
}

export type FileSelection = ReturnType<typeof useFileSelection>;
