-- The registration counters (registration_counts, registration_activity in registrations.ts) move
-- in the statement that changes the registrations, by these statement triggers: one grouped
-- upsert per statement, however many rows it wrote, and no write path can forget them.
-- Groups are upserted in key order so that two statements never take the same rows crosswise.
-- A group whose event or ticket is being deleted (a cascade) is skipped: its counters go with it.
-- PL/pgSQL rather than SQL: a SQL function's statement is planned again on every call (once per
-- writing statement), PL/pgSQL keeps its plan for the connection.
CREATE FUNCTION registration_counters_move(removed registrations[], added registrations[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT event_id, ticket_id, status, check_in_status, checked_in_at, created_at, -1 AS delta FROM unnest(removed)
    UNION ALL
    SELECT event_id, ticket_id, status, check_in_status, checked_in_at, created_at, 1 AS delta FROM unnest(added)
  ), counts AS (
    SELECT event_id, ticket_id, status, sum(delta)::int AS count,
      coalesce(sum(delta) FILTER (WHERE check_in_status = 'CHECKED_IN'), 0)::int AS checked_in
    FROM changes GROUP BY event_id, ticket_id, status
  ), counted AS (
    INSERT INTO registration_counts AS c (event_id, ticket_id, status, count, checked_in)
    SELECT g.event_id, g.ticket_id, g.status, g.count, g.checked_in FROM counts g
    WHERE (g.count <> 0 OR g.checked_in <> 0)
      AND EXISTS (SELECT 1 FROM tickets t WHERE t.id = g.ticket_id)
    ORDER BY g.ticket_id, g.status
    ON CONFLICT (ticket_id, status) DO UPDATE
      SET count = c.count + excluded.count, checked_in = c.checked_in + excluded.checked_in
    RETURNING 1
  ), quarters AS (
    SELECT event_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS quarter, delta AS registered, 0 AS checked_in
    FROM changes
    UNION ALL
    SELECT event_id, date_bin('15 minutes', checked_in_at, timestamptz '2000-01-01 00:00:00+00'), 0, delta
    FROM changes WHERE status = 'APPROVED' AND check_in_status = 'CHECKED_IN' AND checked_in_at IS NOT NULL
  ), activity AS (
    SELECT event_id, quarter, sum(registered)::int AS registered, sum(checked_in)::int AS checked_in
    FROM quarters GROUP BY event_id, quarter
  )
  INSERT INTO registration_activity AS a (event_id, quarter, registered, checked_in)
  SELECT g.event_id, g.quarter, g.registered, g.checked_in FROM activity g
  WHERE (g.registered <> 0 OR g.checked_in <> 0)
    AND EXISTS (SELECT 1 FROM events e WHERE e.id = g.event_id)
  ORDER BY g.event_id, g.quarter
  ON CONFLICT (event_id, quarter) DO UPDATE
    SET registered = a.registered + excluded.registered, checked_in = a.checked_in + excluded.checked_in;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_counters_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_counters_move('{}'::registrations[], array(SELECT r::registrations FROM added r));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the rows whose counted columns changed move the counters: most updates of a registration
-- (its search text, its kept answers, its profile) move none, and then cost no upsert at all. A
-- statement trigger cannot name its columns (UPDATE OF) beside transition tables; the rows pair by id.
CREATE FUNCTION registration_counters_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_from registrations[];
  moved_to registrations[];
BEGIN
  SELECT array_agg(r::registrations), array_agg(a::registrations) INTO moved_from, moved_to
  FROM removed r JOIN added a ON a.id = r.id
  WHERE (r.event_id, r.ticket_id, r.status, r.check_in_status, r.checked_in_at, r.created_at)
    IS DISTINCT FROM (a.event_id, a.ticket_id, a.status, a.check_in_status, a.checked_in_at, a.created_at);
  IF moved_from IS NOT NULL THEN
    PERFORM registration_counters_move(moved_from, moved_to);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_counters_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registration_counters_move(array(SELECT r::registrations FROM removed r), '{}'::registrations[]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_counters_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION registration_counters_on_insert();--> statement-breakpoint
CREATE TRIGGER registration_counters_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION registration_counters_on_update();--> statement-breakpoint
CREATE TRIGGER registration_counters_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION registration_counters_on_delete();
