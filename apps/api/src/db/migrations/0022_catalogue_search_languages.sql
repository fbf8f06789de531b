-- The shop's search finds a product by its text in the caller's language as well as by its
-- Swedish one: each translated description has a lower-case copy without accents (å, ä, ö, ø,
-- æ …), trigram indexed like the product's own, so a part of a word is found without reading
-- the texts one by one.
ALTER TABLE product_text
  ADD COLUMN search_text text GENERATED ALWAYS AS (portal_search_text(description)) STORED;

-- One index per language, as a search reads one language only: the language's own index is
-- small, so the planner takes it rather than reading every text of the language through the
-- primary key and matching each. A language added to product_text's CHECK needs its index here.
-- The catalogue is written seldom and searched often, so a new text goes straight into the index
-- (fastupdate off) instead of a pending list that every search would read to the end.
CREATE INDEX product_text_search_en_idx ON product_text USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE language = 'en';
CREATE INDEX product_text_search_dk_idx ON product_text USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE language = 'dk';
CREATE INDEX product_text_search_de_idx ON product_text USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE language = 'de';
CREATE INDEX product_text_search_no_idx ON product_text USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE language = 'no';
CREATE INDEX product_text_search_fi_idx ON product_text USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE language = 'fi';

-- The same for the Swedish texts' index, whose pending entries go into the index now.
ALTER INDEX product_search_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('product_search_idx'::regclass);
