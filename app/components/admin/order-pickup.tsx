/** The admin order page's panel for an order picked up from a store (issue 35). */
import type { PickupStoreView } from '../../modules/order/view.ts';

export function OrderPickupPanel({ store }: { store: PickupStoreView }) {
  return (
    <section className="admin-panel admin-order__wide" aria-labelledby="pickup-title">
      <h2 id="pickup-title">Pick up from a store</h2>
      <dl className="order-facts">
        <div>
          <dt>Store</dt>
          <dd>
            {store.name} ({store.code}) · {store.address} · {store.phone}
          </dd>
        </div>
      </dl>
      <p className="admin-note">
        No shipping: mark it Ready for Pickup once it is at the store (the shopper is e-mailed the
        code and the way there), then Picked Up with the code the shopper shows. A cash order is
        paid at the store: record the receipt under Payment.
      </p>
    </section>
  );
}
