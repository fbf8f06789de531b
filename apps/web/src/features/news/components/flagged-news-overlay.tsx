import { lazy, Suspense } from 'react';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useFlaggedNews } from '../api/get-flagged-news';
import { contentMarket } from '../../../lib/content-client';

// The dialog's code (Mantine's Modal, its scroll area and focus trap) loads only when there is an article to show.
const FlaggedNewsDialog = lazy(() => import('./flagged-news-dialog').then((m) => ({ default: m.FlaggedNewsDialog })));

/**
 * The flagged-news overlay on entering home (spec 001 §2): the latest flagged article, unless
 * it was viewed within the last 7 days (§5, §9). A failure to load it only means no overlay.
 */
export function FlaggedNewsOverlay() {
  const market = contentMarket(usePortalUser()?.market);
  const { data: article } = useFlaggedNews(market);
  if (!article) return null;
  return (
    <Suspense fallback={null}>
      <FlaggedNewsDialog article={article} />
    </Suspense>
  );
}
