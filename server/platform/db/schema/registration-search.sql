-- The guest list's search text (registrations.search_text): the name, the email, the ORGANIZATION
-- answers and the member's profile organization, lower-cased, under the (event_id, search_text)
-- trigram index. Kept by triggers wherever one of them changes: the registration's own columns
-- before its row is written, its organization answers and the member's profile after theirs.
-- PL/pgSQL rather than SQL functions: their statements' plans are kept for the connection.
CREATE FUNCTION registration_search_text(registration_id uuid, member_id uuid, name text, email text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN lower(concat_ws(' ', registration_search_text.name, registration_search_text.email,
    (SELECT string_agg(a.value #>> '{}', ' ') FROM registration_answers a
      WHERE a.registration_id = registration_search_text.registration_id AND a.question ->> 'kind' = 'ORGANIZATION'),
    (SELECT p.organization FROM user_profiles p WHERE p.user_id = registration_search_text.member_id)));
END $$;--> statement-breakpoint
CREATE FUNCTION registration_search_text_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := registration_search_text(NEW.id, NEW.user_id, NEW.name, NEW.email);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_search_text_write BEFORE INSERT OR UPDATE OF name, email, user_id ON registrations
  FOR EACH ROW EXECUTE FUNCTION registration_search_text_on_write();--> statement-breakpoint
CREATE FUNCTION registration_search_text_on_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registrations r SET search_text = registration_search_text(r.id, r.user_id, r.name, r.email)
  WHERE r.id = NEW.registration_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_search_text_answer AFTER INSERT OR UPDATE ON registration_answers
  FOR EACH ROW WHEN (NEW.question ->> 'kind' = 'ORGANIZATION') EXECUTE FUNCTION registration_search_text_on_answer();--> statement-breakpoint
CREATE FUNCTION registration_search_text_on_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registrations r SET search_text = registration_search_text(r.id, r.user_id, r.name, r.email)
  WHERE r.user_id = NEW.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_search_text_profile AFTER UPDATE OF organization ON user_profiles
  FOR EACH ROW WHEN (OLD.organization IS DISTINCT FROM NEW.organization) EXECUTE FUNCTION registration_search_text_on_profile();
--> statement-breakpoint
-- The guest list's pages, newest or oldest first, one page at a time; the search text rides along,
-- so a search for a common text walks this index in the list's order and reads no table row.
CREATE INDEX registrations_event_created_idx ON registrations (event_id, created_at, id) INCLUDE (search_text);
