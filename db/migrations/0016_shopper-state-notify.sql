-- A change to what a catalog page shows of a shopper (cart, wishlist, the session's
-- owner and lifetime, the account's first name) notifies 'shopper_state' at commit. On
-- PGlite the page cache keeps shoppers' views in memory and drops them on notification
-- (ADR 0014); on PostgreSQL nobody listens and the notification costs next to nothing.
CREATE OR REPLACE FUNCTION shopper_state_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shopper_state', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shopper_state_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carts
  FOR EACH STATEMENT EXECUTE FUNCTION shopper_state_changed();
--> statement-breakpoint
CREATE TRIGGER shopper_state_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cart_lines
  FOR EACH STATEMENT EXECUTE FUNCTION shopper_state_changed();
--> statement-breakpoint
CREATE TRIGGER shopper_state_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wishlists
  FOR EACH STATEMENT EXECUTE FUNCTION shopper_state_changed();
--> statement-breakpoint
CREATE TRIGGER shopper_state_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wishlist_items
  FOR EACH STATEMENT EXECUTE FUNCTION shopper_state_changed();
--> statement-breakpoint
CREATE TRIGGER shopper_state_changed AFTER UPDATE OF first_name OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION shopper_state_changed();
--> statement-breakpoint
-- Not last_seen_at/expires_at: a touch only moves expiry later, which a kept view checks itself.
CREATE TRIGGER shopper_state_changed AFTER UPDATE OF token_hash, user_id, absolute_expires_at, idle_timeout_seconds OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION shopper_state_changed();
