import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { headingsUnderTitle } from '../news-logic';

/** An article's HTML, sanitized once more in the browser before it is shown, its headings under the page's title. */
export function ArticleBody({ html }: { html: string }) {
  const safe = useMemo(() => headingsUnderTitle(sanitizeHtml(html)), [html]);
  return (
    <Typography>
      {/* Sanitized just above with the article allow-list. */}
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
