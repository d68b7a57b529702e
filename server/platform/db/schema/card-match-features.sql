-- For You's per-card features (card_match_features, decision 039): the values a card is matched on,
-- as other people may see them, worked out again wherever one of them changes: the card (its roles,
-- whom it seeks, its hidden fields), the profile's skills, tags and industry. Each change, and each
-- save or unsave by the person, draws the row a new version, under which their For You pages are kept.
-- Each space's postings (space_match_postings, decision 051) follow the features and the person's
-- places: an approved registration or a place on an event's host team, an approved community membership.
CREATE SEQUENCE card_match_features_versions;--> statement-breakpoint
-- One person's features and postings are written by one transaction at a time: every writer first
-- locks the people's profile rows (in one order, so two writers of many people cannot deadlock),
-- and only then reads the cards, profiles and places, so two edits at once (a card and a profile, an
-- approval and a new card) cannot each write what they saw before the other committed. The profile
-- row is the lock because a profile edit holds it already.
CREATE FUNCTION card_match_serialize(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM user_profiles WHERE user_id = ANY(member_ids) ORDER BY user_id FOR NO KEY UPDATE;
END $$;--> statement-breakpoint
-- The spaces a person is in (registration, host team or membership).
CREATE FUNCTION card_match_spaces(member_id uuid) RETURNS SETOF uuid LANGUAGE sql STABLE AS $$
  SELECT event_id FROM registrations WHERE user_id = member_id AND status = 'APPROVED'
  UNION SELECT event_id FROM event_hosts WHERE user_id = member_id
  UNION SELECT community_id FROM community_members WHERE user_id = member_id AND status = 'APPROVED'
$$;--> statement-breakpoint
-- People's postings written afresh: member_ids[i] in space_ids[i] only, or in all of their spaces
-- where space_ids[i] is null.
CREATE FUNCTION space_match_postings_refresh(member_ids uuid[], space_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_match_serialize(member_ids);
  DELETE FROM space_match_postings p USING unnest(member_ids, space_ids) AS x(user_id, space_id)
  WHERE p.user_id = x.user_id AND (x.space_id IS NULL OR p.space_id = x.space_id);
  -- Only people with a card have postings, so the places of the others are never looked up: a
  -- registration rush is mostly people without one, and each lookup scans the space's registrations.
  WITH carded AS MATERIALIZED (
    SELECT f.user_id, f.created_at, f.roles, f.seeking, f.skills, f.seeking_skills, f.tag_keys, f.industry_key, x.space_id
    FROM unnest(member_ids, space_ids) AS x(user_id, space_id)
    JOIN card_match_features f ON f.user_id = x.user_id
  )
  INSERT INTO space_match_postings (space_id, field, value, user_id, created_at)
  SELECT DISTINCT s.space_id, v.field, v.value, f.user_id, f.created_at
  FROM carded f
  CROSS JOIN LATERAL card_match_spaces(f.user_id) AS s(space_id)
  CROSS JOIN LATERAL (
    SELECT 'card', ''
    UNION SELECT 'role', unnest(f.roles)
    UNION SELECT 'seeks', unnest(f.seeking)
    UNION SELECT 'skill', unnest(f.skills)
    UNION SELECT 'seeks_skill', unnest(f.seeking_skills)
    UNION SELECT 'tag', unnest(f.tag_keys)
    UNION SELECT 'industry', f.industry_key WHERE f.industry_key IS NOT NULL
  ) AS v(field, value)
  WHERE f.space_id IS NULL OR s.space_id = f.space_id;
END $$;--> statement-breakpoint
CREATE FUNCTION card_match_features_refresh(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_match_serialize(member_ids);
  INSERT INTO card_match_features AS f (user_id, roles, seeking, skills, seeking_skills, tag_keys, industry_key, created_at, version)
  SELECT c.user_id,
    ARRAY(SELECT jsonb_array_elements_text(c.roles)),
    ARRAY(SELECT jsonb_array_elements_text(c.seeking)),
    CASE WHEN 'skills' = ANY(c.hidden_fields) THEN '{}' ELSE ARRAY(SELECT jsonb_array_elements_text(p.skills)) END,
    ARRAY(SELECT jsonb_array_elements_text(c.seeking_skills)),
    CASE WHEN 'tags' = ANY(c.hidden_fields) THEN '{}' ELSE ARRAY(SELECT lower(jsonb_array_elements_text(p.tags))) END,
    CASE WHEN 'industry' = ANY(c.hidden_fields) THEN NULL ELSE nullif(lower(trim(p.industry)), '') END,
    c.created_at, nextval('card_match_features_versions')
  FROM profile_cards c JOIN user_profiles p ON p.user_id = c.user_id
  WHERE c.user_id = ANY(member_ids)
  ON CONFLICT (user_id) DO UPDATE SET roles = excluded.roles, seeking = excluded.seeking, skills = excluded.skills,
    seeking_skills = excluded.seeking_skills, tag_keys = excluded.tag_keys, industry_key = excluded.industry_key,
    created_at = excluded.created_at, version = excluded.version;
  PERFORM space_match_postings_refresh(member_ids, array_fill(NULL::uuid, ARRAY[cardinality(member_ids)]));
END $$;--> statement-breakpoint
CREATE FUNCTION card_match_features_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_match_features_refresh(ARRAY[NEW.user_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- New cards are written as a set (an import, the seed): one refresh for the statement.
CREATE FUNCTION card_match_features_on_cards_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_match_features_refresh(ARRAY(SELECT user_id FROM added));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER card_match_features_cards_added AFTER INSERT ON profile_cards
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION card_match_features_on_cards_added();--> statement-breakpoint
CREATE TRIGGER card_match_features_card AFTER UPDATE ON profile_cards
  FOR EACH ROW EXECUTE FUNCTION card_match_features_on_write();--> statement-breakpoint
CREATE TRIGGER card_match_features_profile AFTER UPDATE OF skills, tags, industry ON user_profiles
  FOR EACH ROW WHEN (OLD.skills IS DISTINCT FROM NEW.skills OR OLD.tags IS DISTINCT FROM NEW.tags OR OLD.industry IS DISTINCT FROM NEW.industry)
  EXECUTE FUNCTION card_match_features_on_write();--> statement-breakpoint
CREATE FUNCTION card_match_features_on_like() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE card_match_features SET version = nextval('card_match_features_versions')
  WHERE user_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.liker_id ELSE NEW.liker_id END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER card_match_features_like AFTER INSERT OR DELETE ON likes
  FOR EACH ROW EXECUTE FUNCTION card_match_features_on_like();--> statement-breakpoint
-- A place in a space given or taken: the person's postings there, written afresh (they may still be
-- there another way, a guest who is also on the host team). The trigger's argument names the
-- space's column (event_id, community_id).
CREATE FUNCTION space_match_postings_on_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM space_match_postings_refresh(ARRAY[OLD.user_id], ARRAY[(to_jsonb(OLD) ->> TG_ARGV[0])::uuid]);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM space_match_postings_refresh(ARRAY[NEW.user_id], ARRAY[(to_jsonb(NEW) ->> TG_ARGV[0])::uuid]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Registrations are added as a set (a guest list imported, the seed): one refresh for the statement.
CREATE FUNCTION space_match_postings_on_registrations_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member_ids uuid[];
  space_ids uuid[];
BEGIN
  SELECT array_agg(user_id), array_agg(event_id) INTO member_ids, space_ids FROM added
  WHERE status = 'APPROVED' AND user_id IS NOT NULL;
  IF member_ids IS NOT NULL THEN
    PERFORM space_match_postings_refresh(member_ids, space_ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER space_match_postings_registrations_added AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION space_match_postings_on_registrations_added();--> statement-breakpoint
CREATE TRIGGER space_match_postings_registration_changed AFTER UPDATE OF status, user_id, event_id ON registrations
  FOR EACH ROW WHEN ((OLD.status = 'APPROVED' OR NEW.status = 'APPROVED') AND (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.event_id IS DISTINCT FROM NEW.event_id))
  EXECUTE FUNCTION space_match_postings_on_place('event_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_registration_removed AFTER DELETE ON registrations
  FOR EACH ROW WHEN (OLD.status = 'APPROVED' AND OLD.user_id IS NOT NULL) EXECUTE FUNCTION space_match_postings_on_place('event_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_host AFTER INSERT OR UPDATE OR DELETE ON event_hosts
  FOR EACH ROW EXECUTE FUNCTION space_match_postings_on_place('event_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_member_added AFTER INSERT ON community_members
  FOR EACH ROW WHEN (NEW.status = 'APPROVED') EXECUTE FUNCTION space_match_postings_on_place('community_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_member_changed AFTER UPDATE OF status, user_id, community_id ON community_members
  FOR EACH ROW WHEN ((OLD.status = 'APPROVED' OR NEW.status = 'APPROVED') AND (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.community_id IS DISTINCT FROM NEW.community_id))
  EXECUTE FUNCTION space_match_postings_on_place('community_id');--> statement-breakpoint
CREATE TRIGGER space_match_postings_member_removed AFTER DELETE ON community_members
  FOR EACH ROW WHEN (OLD.status = 'APPROVED') EXECUTE FUNCTION space_match_postings_on_place('community_id');
