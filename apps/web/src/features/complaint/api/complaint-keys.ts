/** Every complaint query starts with this, so a change can refresh them together. */
export const complaintKeys = {
  all: ['complaint'] as const,
  open: ['complaint', 'open'] as const,
  history: ['complaint', 'history'] as const,
  detail: (incidentId: string) => ['complaint', 'detail', incidentId] as const,
  messages: (incidentId: string) => ['complaint', 'messages', incidentId] as const,
  images: (incidentId: string) => ['complaint', 'images', incidentId] as const,
  resolution: (incidentId: string) => ['complaint', 'resolution', incidentId] as const,
};
