/** An address of a back-office list with its filters, as the list reads them; empty ones are left out. */
export function listLink(path: string, filters: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
