-- Keeps search_term and search_term_content (0010) in step with news_topic and content_item, whoever writes them
-- (ingestion, the demo seed, the bench's bulk SQL, tests): a ranked search for a topic's word then reads its top
-- results from one index, with the very ranks and order the full search would compute.

-- The single-word search terms of some words: the query text websearch_to_tsquery('english', word) makes (a single
-- lexeme, no operator) and that lexeme. Stop words and phrases ("Uniswap Labs") yield nothing.
CREATE FUNCTION search_terms_of(words text[]) RETURNS TABLE (term text, lexeme text) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT q::text, l
    FROM (SELECT w FROM unnest(words) AS w WHERE length(to_tsvector('english', w)) > 0) AS word
    CROSS JOIN LATERAL websearch_to_tsquery('english', word.w) AS q
    CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', word.w))) AS l
   WHERE numnode(q) = 1 AND array_to_tsvector(ARRAY[l]) @@ q
$$;
--> statement-breakpoint
-- New items: one set-based insert per statement (bulk loads insert thousands of rows at once).
CREATE FUNCTION search_term_content_of_new_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_content (term, content_id, rank, published_at)
  SELECT st.term, n.id, ts_rank_cd(n.search_vector, st.term::tsquery), n.published_at
    FROM new_items n
    CROSS JOIN LATERAL unnest(tsvector_to_array(n.search_vector)) AS l(lexeme)
    JOIN search_term st ON st.lexeme = l.lexeme;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_item_search_terms_insert AFTER INSERT ON content_item REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_content_of_new_items();
--> statement-breakpoint
-- A changed text (title, body, topic names) or date: the item's terms and ranks again. Likes and bookmarks do not
-- touch the search vector, so they do not fire it.
CREATE FUNCTION search_term_content_of_changed_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_term_content WHERE content_id = NEW.id;
  INSERT INTO search_term_content (term, content_id, rank, published_at)
  SELECT st.term, NEW.id, ts_rank_cd(NEW.search_vector, st.term::tsquery), NEW.published_at
    FROM unnest(tsvector_to_array(NEW.search_vector)) AS l(lexeme)
    JOIN search_term st ON st.lexeme = l.lexeme;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_item_search_terms_update AFTER UPDATE ON content_item FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.published_at IS DISTINCT FROM NEW.published_at)
  EXECUTE FUNCTION search_term_content_of_changed_item();
--> statement-breakpoint
-- A topic's new terms, with every item that already matches them (found by the search vector's GIN index). Topics
-- are written by the catalogue seed, before ingestion runs: an item inserted concurrently with a brand-new term could
-- miss its row, which is why this is not a path for topics created while ingesting.
CREATE FUNCTION search_terms_of_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH added AS (
    INSERT INTO search_term (term, lexeme)
    SELECT s.term, s.lexeme FROM search_terms_of(ARRAY[NEW.name] || NEW.aliases || NEW.cashtags) AS s
    ON CONFLICT DO NOTHING
    RETURNING term)
  INSERT INTO search_term_content (term, content_id, rank, published_at)
  SELECT a.term, ci.id, ts_rank_cd(ci.search_vector, a.term::tsquery), ci.published_at
    FROM added a JOIN content_item ci ON ci.search_vector @@ a.term::tsquery;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER news_topic_search_terms AFTER INSERT OR UPDATE OF name, aliases, cashtags ON news_topic FOR EACH ROW
  EXECUTE FUNCTION search_terms_of_topic();
--> statement-breakpoint
-- An existing database: the terms of its topics and the ranks of its items.
INSERT INTO search_term (term, lexeme)
SELECT s.term, s.lexeme FROM news_topic t CROSS JOIN LATERAL search_terms_of(ARRAY[t.name] || t.aliases || t.cashtags) AS s
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_term_content (term, content_id, rank, published_at)
SELECT st.term, ci.id, ts_rank_cd(ci.search_vector, st.term::tsquery), ci.published_at
  FROM content_item ci
  CROSS JOIN LATERAL unnest(tsvector_to_array(ci.search_vector)) AS l(lexeme)
  JOIN search_term st ON st.lexeme = l.lexeme;
