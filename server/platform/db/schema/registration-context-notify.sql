-- An instance keeps what it learned about a sold-out event (decision 050) or an open one (decision
-- 055) only until something it was learned from changes: these triggers name the event on the
-- channel `registration_context`, which PostgreSQL delivers at commit to every instance listening
-- (never for a rollback). Only the changes that can matter to what is kept notify, because a
-- notifying transaction's commit waits for every other one's: a seat or a ticket given back, the
-- event, its tickets, form, questions or hackathon settings edited, a registration deleted. Taking
-- seats never notifies (a rush's writes), nor does a registration's insert or update: at a sold-out
-- event one needs a seat given back first, and the instance asks who is registered in any status;
-- at an open one the write itself finds the seats gone or the person registered.
CREATE FUNCTION registration_context_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('registration_context', CASE WHEN TG_TABLE_NAME = 'events' THEN changed ->> 'id' ELSE changed ->> 'event_id' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registration_context_notify_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('registration_context', x.event_id::text) FROM (SELECT DISTINCT event_id FROM removed) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registration_context_events AFTER UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_seats_given_back AFTER UPDATE ON event_seats
  FOR EACH ROW WHEN (NEW.taken < OLD.taken) EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_seats_deleted AFTER DELETE ON event_seats
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_tickets_edited AFTER INSERT OR DELETE ON tickets
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_tickets_changed AFTER UPDATE ON tickets
  FOR EACH ROW WHEN (NEW.issued_count <= OLD.issued_count) EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_forms AFTER INSERT OR UPDATE OR DELETE ON registration_forms
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_questions AFTER INSERT OR UPDATE OR DELETE ON registration_questions
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();--> statement-breakpoint
CREATE TRIGGER registration_context_registrations_deleted AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION registration_context_notify_removed();
--> statement-breakpoint
CREATE TRIGGER registration_context_hackathon AFTER INSERT OR UPDATE OR DELETE ON hackathon_settings
  FOR EACH ROW EXECUTE FUNCTION registration_context_notify_row();
