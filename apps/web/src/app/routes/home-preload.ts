import { articlesQuery } from '../../features/news/api/get-articles';
import { HOME_NEWS_COUNT } from '../../features/news/news-logic';
import { contentMarket, contentUrl } from '../../lib/content-client';
import { queryClient } from '../../lib/query-client';

/**
 * Home's latest news asked for while its screen still loads, into the cache the news block reads,
 * and the first picture (a phone's largest paint) fetched as soon as its address is known.
 */
export async function preloadHomeNews(market: string) {
  const query = articlesQuery(contentMarket(market), HOME_NEWS_COUNT);
  await queryClient.prefetchQuery(query);
  const url = contentUrl(queryClient.getQueryData(query.queryKey)?.articles[0]?.image);
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
