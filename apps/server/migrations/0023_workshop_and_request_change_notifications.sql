-- The students' open workshop list, a student's bookings and an alumni's received requests are kept per
-- instance (platform/cache/read-caches.ts) and emptied when a table they are read from changes: statement
-- triggers on the tables that had none. A workshop's maintained counts (confirmed_count, held_count) are
-- updated on its row by the booking triggers, so a booking anywhere empties the open list too.
CREATE TRIGGER workshops_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workshops
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER workshop_bookings_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workshop_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER workshop_feedback_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workshop_feedback
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER mentorship_requests_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mentorship_requests
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER student_profiles_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON student_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
