import { useState } from 'react';

/** The last value that was not null, so a closing dialog keeps its text while it fades out. */
export function useStickyValue<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
