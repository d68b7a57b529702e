-- The answers the CSV export writes, kept on their registration (registrations.export_answers): per
-- answer its question, the revision answered and the value, in question order; NAME and EMAIL have
-- their own columns and stay out. A batch of the export then reads its guests' answers with their
-- rows along the (event_id, created_at, id) index, with no lookup per guest (decision 053).
-- The column is declared here rather than in registrations.ts: only the export reads it, and
-- drizzle, which names the columns it selects, never fetches it for the rest of the app.
-- Kept by statement triggers on registration_answers: one rewrite per registration a statement
-- touched, however many of its answers the statement wrote.
ALTER TABLE registrations ADD COLUMN export_answers jsonb NOT NULL DEFAULT '[]';--> statement-breakpoint
-- PL/pgSQL rather than SQL functions: their statements' plans are kept for the session, where a
-- SQL function's would be planned again on every registration.
CREATE FUNCTION registration_export_answers(registration_id uuid) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(jsonb_agg(jsonb_build_object('questionId', a.question_id, 'revision', a.question -> 'revision', 'value', a.value)
      ORDER BY a.question_id), '[]')
    FROM registration_answers a
    WHERE a.registration_id = registration_export_answers.registration_id AND a.question ->> 'kind' NOT IN ('NAME', 'EMAIL'));
END $$;--> statement-breakpoint
-- Only registrations with an answer of their own are rewritten, and none when there is none: a
-- form of NAME and EMAIL only (a statement trigger runs even for no row) costs no update.
CREATE FUNCTION registration_export_answers_keep(registration_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(registration_ids) > 0 THEN
    UPDATE registrations r SET export_answers = registration_export_answers(r.id) WHERE r.id = ANY(registration_ids);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_export_answers_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_export_answers_keep(array(
    SELECT DISTINCT registration_id FROM added WHERE question ->> 'kind' NOT IN ('NAME', 'EMAIL')));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_export_answers_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_export_answers_keep(array(
    SELECT registration_id FROM removed WHERE question ->> 'kind' NOT IN ('NAME', 'EMAIL')
    UNION SELECT registration_id FROM added WHERE question ->> 'kind' NOT IN ('NAME', 'EMAIL')));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_export_answers_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_export_answers_keep(array(
    SELECT DISTINCT registration_id FROM removed WHERE question ->> 'kind' NOT IN ('NAME', 'EMAIL')));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_export_answers_insert AFTER INSERT ON registration_answers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION registration_export_answers_on_insert();--> statement-breakpoint
CREATE TRIGGER registration_export_answers_update AFTER UPDATE ON registration_answers
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION registration_export_answers_on_update();--> statement-breakpoint
CREATE TRIGGER registration_export_answers_delete AFTER DELETE ON registration_answers
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION registration_export_answers_on_delete();
