import { getComplaintImage } from '@portal/contracts/complaint';
import { apiRequest } from '@portal/ui/auth';

export type OpenFileResult = 'opened' | { blocked: string };

/**
 * Opens an attachment in a new window through its short-lived signed address. The window
 * opens at once, while the click still counts as the user's, and gets its address once it
 * is known; a browser that blocks it anyway gets the address back to offer as a link.
 */
export async function openComplaintFile(incidentId: string, itemId: string): Promise<OpenFileResult> {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  try {
    const { getUrl } = await apiRequest(getComplaintImage, { query: { incidentId, itemId } });
    const url = new URL(getUrl, window.location.origin).href;
    if (!opened || opened.closed) return { blocked: url };
    opened.location.href = url;
    return 'opened';
  } catch (error) {
    opened?.close();
    throw error;
  }
}
