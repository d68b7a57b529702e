-- For You's per-card features (card_match_features, decision 039): the values a card is matched on,
-- as other people may see them, worked out again wherever one of them changes: the card (its roles,
-- whom it seeks, its hidden fields), the profile's skills, tags and industry. Each change, and each
-- save or unsave by the person, draws the row a new version, under which their For You pages are kept.
CREATE SEQUENCE card_match_features_versions;--> statement-breakpoint
CREATE FUNCTION card_match_features_refresh(member_id uuid) RETURNS void LANGUAGE sql AS $$
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
  WHERE c.user_id = member_id
  ON CONFLICT (user_id) DO UPDATE SET roles = excluded.roles, seeking = excluded.seeking, skills = excluded.skills,
    seeking_skills = excluded.seeking_skills, tag_keys = excluded.tag_keys, industry_key = excluded.industry_key,
    created_at = excluded.created_at, version = excluded.version;
$$;--> statement-breakpoint
CREATE FUNCTION card_match_features_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_match_features_refresh(NEW.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER card_match_features_card AFTER INSERT OR UPDATE ON profile_cards
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
  FOR EACH ROW EXECUTE FUNCTION card_match_features_on_like();
