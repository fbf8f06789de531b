-- Marketing writes the news: an article is a draft, published (from its publish date on) or
-- archived, and remembers who last changed it. Readers see published articles only.

ALTER TABLE content_article ADD COLUMN status text NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published', 'archived'));
ALTER TABLE content_article ADD COLUMN updated_by_staff uuid REFERENCES staff_member (id);

DROP INDEX content_article_latest_idx;
DROP INDEX content_article_flagged_idx;
CREATE INDEX content_article_latest_idx ON content_article (language, published_at DESC) WHERE status = 'published';
CREATE INDEX content_article_flagged_idx ON content_article (language, published_at DESC) WHERE status = 'published' AND is_flagged;
-- the desk's list: everything, newest change first
CREATE INDEX content_article_updated_idx ON content_article (updated_at DESC, id);
