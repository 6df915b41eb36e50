-- The database refuses any move of an order's lifecycle that order-lifecycle/table.ts does
-- not declare, whoever writes it (a test compares these lists with the table). The states
-- are compared as text, so that this migration may name 'replaced', added by 0023 in the
-- same transaction.
CREATE OR REPLACE FUNCTION order_payment_state_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.payment_state::text NOT IN ('pending', 'cod') THEN
      RAISE EXCEPTION 'an order is placed pending or cod, not %', NEW.payment_state
        USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW.payment_state IS DISTINCT FROM OLD.payment_state
    AND OLD.payment_state::text || '>' || NEW.payment_state::text NOT IN (
      'cod>paid', 'failed>paid', 'failed>refund_due', 'paid>refund_due', 'pending>failed',
      'pending>paid', 'pending>replaced', 'refund_due>refunded'
    ) THEN
    RAISE EXCEPTION 'an order cannot go from % to %', OLD.payment_state, NEW.payment_state
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_payment_state_guard BEFORE INSERT OR UPDATE OF payment_state ON orders
  FOR EACH ROW EXECUTE FUNCTION order_payment_state_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_status_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status
    AND OLD.status::text || '>' || NEW.status::text NOT IN (
      'authorized>captured', 'authorized>failed', 'authorized>refund_pending',
      'captured>refund_pending', 'created>authorized', 'created>captured', 'created>failed',
      'created>refund_pending', 'creating>created', 'failed>captured', 'failed>refund_pending',
      'refund_pending>refunded', 'refund_pending>refunding', 'refunding>refund_pending',
      'refunding>refunded'
    ) THEN
    RAISE EXCEPTION 'a payment cannot go from % to %', OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_status_guard BEFORE UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION payment_status_guard();
--> statement-breakpoint
CREATE TRIGGER payment_status_guard BEFORE UPDATE OF status ON stray_payments
  FOR EACH ROW EXECUTE FUNCTION payment_status_guard();
--> statement-breakpoint
ALTER TABLE "stray_payments" ADD CONSTRAINT "stray_payments_refund_status"
  CHECK ("status" IN ('refund_pending', 'refunding', 'refunded'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  current order_status;
BEGIN
  SELECT status INTO current FROM order_status_history
    WHERE order_id = NEW.order_id ORDER BY created_at DESC, id DESC LIMIT 1;
  IF current IS NULL THEN
    IF NEW.status <> 'Order Placed' THEN
      RAISE EXCEPTION 'an order''s history begins with Order Placed, not %', NEW.status
        USING ERRCODE = 'check_violation';
    END IF;
  ELSIF current::text || '>' || NEW.status::text NOT IN (
    'Cancelled>Cancelled', 'Cancelled>Payment Confirmed', 'Order Placed>Cancelled',
    'Order Placed>Packed', 'Order Placed>Payment Confirmed', 'Out for Delivery>Delivered',
    'Packed>Cancelled', 'Packed>Shipped', 'Payment Confirmed>Cancelled',
    'Payment Confirmed>Packed', 'Shipped>Delivered', 'Shipped>Out for Delivery'
  ) THEN
    RAISE EXCEPTION 'an order cannot go from % to %', current, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_status_guard BEFORE INSERT ON order_status_history
  FOR EACH ROW EXECUTE FUNCTION order_status_guard();
