-- The database refuses any move of an order's lifecycle that order-lifecycle/table.ts does
-- not declare, whoever writes it (table.test.ts compares these lists with the table).
-- States are compared as text, so that this migration may name 'replaced', which 0023
-- adds in the same run (a new enum value cannot be used before it commits).
--
-- lifecycle_move_guard(column, 'from>to', ...): an update may change the column only
-- along one of the listed moves.
CREATE OR REPLACE FUNCTION lifecycle_move_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was text := to_jsonb(OLD) ->> TG_ARGV[0];
  becomes text := to_jsonb(NEW) ->> TG_ARGV[0];
BEGIN
  IF was IS DISTINCT FROM becomes AND NOT (was || '>' || becomes = ANY (TG_ARGV)) THEN
    RAISE EXCEPTION '%.% cannot go from % to %', TG_TABLE_NAME, TG_ARGV[0], was, becomes
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_payment_state_guard BEFORE UPDATE OF payment_state ON orders
  FOR EACH ROW EXECUTE FUNCTION lifecycle_move_guard('payment_state',
    'cod>paid', 'failed>paid', 'failed>refund_due', 'paid>refund_due', 'pending>failed',
    'pending>paid', 'pending>replaced', 'refund_due>refunded');
--> statement-breakpoint
CREATE TRIGGER payment_status_guard BEFORE UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION lifecycle_move_guard('status',
    'authorized>captured', 'authorized>failed', 'authorized>refund_pending',
    'captured>refund_pending', 'created>authorized', 'created>captured', 'created>failed',
    'created>refund_pending', 'creating>created', 'failed>captured', 'failed>refund_pending',
    'refund_pending>refunded', 'refund_pending>refunding', 'refunding>refund_pending',
    'refunding>refunded');
--> statement-breakpoint
-- A stray payment only ever moves through the refund (its moves are the payments'). As
-- text: 0012 added 'refunding' to the enum, perhaps in this same run.
ALTER TABLE "stray_payments" ADD CONSTRAINT "stray_payments_refund_status"
  CHECK ("status"::text IN ('refund_pending', 'refunding', 'refunded'));
--> statement-breakpoint
CREATE TRIGGER stray_payment_status_guard BEFORE UPDATE OF status ON stray_payments
  FOR EACH ROW EXECUTE FUNCTION lifecycle_move_guard('status',
    'refund_pending>refunded', 'refund_pending>refunding', 'refunding>refund_pending',
    'refunding>refunded');
--> statement-breakpoint
-- An order is placed waiting for its payment, or cash on delivery.
CREATE OR REPLACE FUNCTION order_placed_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.payment_state::text NOT IN ('pending', 'cod') THEN
    RAISE EXCEPTION 'an order is placed pending or cod, not %', NEW.payment_state
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_placed_guard BEFORE INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION order_placed_guard();
--> statement-breakpoint
-- The status history begins with 'Order Placed' and follows the shop's and staff's moves.
CREATE OR REPLACE FUNCTION order_status_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  current order_status;
BEGIN
  SELECT status INTO current FROM order_status_history
    WHERE order_id = NEW.order_id ORDER BY created_at DESC, id DESC LIMIT 1;
  IF current IS NULL AND NEW.status <> 'Order Placed'
    OR current IS NOT NULL AND NOT (current::text || '>' || NEW.status::text = ANY (TG_ARGV)) THEN
    RAISE EXCEPTION 'order_status_history.status cannot go from % to %', current, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_status_guard BEFORE INSERT ON order_status_history
  FOR EACH ROW EXECUTE FUNCTION order_status_guard(
    'Cancelled>Cancelled', 'Cancelled>Payment Confirmed', 'Order Placed>Cancelled',
    'Order Placed>Packed', 'Order Placed>Payment Confirmed', 'Out for Delivery>Delivered',
    'Packed>Cancelled', 'Packed>Shipped', 'Payment Confirmed>Cancelled',
    'Payment Confirmed>Packed', 'Shipped>Delivered', 'Shipped>Out for Delivery');
