-- The content service (/mediaApi): news, downloadable media and the department contact texts.
-- Content is written per language (sv, no, en: the languages the markets read) and may be
-- limited to one market; the bytes of every file live in the file store under storage_key.

CREATE TABLE content_file (
  id            uuid PRIMARY KEY,
  -- dts, doc, camp, dop, iav, ps: the file lists; prod: the image folders; video: the video list;
  -- null: pictures of articles and video thumbnails, listed nowhere
  content_type  text CHECK (content_type IN ('dts', 'doc', 'camp', 'dop', 'iav', 'ps', 'prod', 'video')),
  -- null: for every language
  language      text CHECK (language IN ('sv', 'no', 'en')),
  -- null: for every market that reads the language
  market        text CHECK (market IN ('se', 'no', 'dk', 'de', 'fi')),
  -- the category (folder) a listed file is shown under
  folder        text,
  name          text NOT NULL,
  -- the name it downloads as
  file_name     text NOT NULL CHECK (file_name !~ '[/\\]' AND length(file_name) BETWEEN 1 AND 200),
  mime_type     text NOT NULL,
  size_bytes    integer NOT NULL CHECK (size_bytes >= 0),
  storage_key   text NOT NULL,
  thumbnail_id  uuid REFERENCES content_file (id),
  sort_order    integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (content_type IS NULL OR folder IS NOT NULL OR content_type = 'video')
);
CREATE INDEX content_file_list_idx ON content_file (content_type, language, sort_order);

CREATE TABLE content_article (
  -- the content service's node id
  id            text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  language      text NOT NULL CHECK (language IN ('sv', 'no', 'en')),
  market        text CHECK (market IN ('se', 'no', 'dk', 'de', 'fi')),
  title         text NOT NULL,
  abstract      text NOT NULL,
  -- sanitized when stored: only the allow-listed elements of an article
  content_html  text NOT NULL,
  image_id      uuid REFERENCES content_file (id),
  -- a YouTube video id; the privacy-enhanced player address is built from it
  youtube_id    text CHECK (youtube_id ~ '^[A-Za-z0-9_-]{11}$'),
  -- shown in the overlay on entering home
  is_flagged    boolean NOT NULL DEFAULT false,
  published_at  timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_article_latest_idx ON content_article (language, published_at DESC);
CREATE INDEX content_article_flagged_idx ON content_article (language, published_at DESC) WHERE is_flagged;

-- The department contact details the contact page shows (renderType textData).
CREATE TABLE content_contact_text (
  render_type                    text PRIMARY KEY,
  customer_service_email         text,
  customer_service_phone         text,
  service_email                  text,
  service_phone                  text,
  marketing_communication_email  text,
  marketing_communication_phone  text,
  updated_at                     timestamptz NOT NULL DEFAULT now()
);
