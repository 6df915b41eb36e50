import { data, Form, useNavigation } from 'react-router';
import { CartLines } from '../components/cart-lines.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { Recommendations } from '../components/recommendations.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { MinusIcon, PlusIcon, TrashIcon } from '../components/ui/icons.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { pageTitle } from '../lib/page-title.ts';
import { loadRecommendations } from '../lib/recommendations.server.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { runShopperAction } from '../lib/shopper-action.server.ts';
import { addToCart, getCart, removeLine, setLineQuantity } from '../modules/cart/cart.server.ts';
import { CART_INTENT } from '../modules/cart/intents.ts';
import { CART_MESSAGES, MAX_LINE_QUANTITY } from '../modules/cart/messages.ts';
import { CartFormSchema } from '../modules/cart/validation.ts';
import { shopperOf } from '../modules/identity/owner.server.ts';
import type { Route } from './+types/cart';

export function meta() {
  return [
    { title: pageTitle('Cart') },
    { name: 'description', content: 'Your shopping cart.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = services(context).database.db;
  const owner = await shopperOf(requestInfo(context).session).current();
  const [cart, recommendations] = await Promise.all([getCart(db, owner), loadRecommendations(db)]);
  return data({ cart, recommendations }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** One action for every cart change, dispatched by intent (works with and without JavaScript). */
export async function action(args: Route.ActionArgs) {
  return runShopperAction(args, CartFormSchema, async (input, db, shopper) => {
    switch (input.intent) {
      case CART_INTENT.add:
        return (await addToCart(db, shopper, input.variantId, input.quantity)).message;
      case CART_INTENT.setQuantity:
        return (await setLineQuantity(db, shopper, input.lineId, input.quantity)).message;
      case CART_INTENT.remove:
        return (await removeLine(db, shopper, input.lineId)).message;
    }
  });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, recommendations } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.formAction === '/cart' ? navigation.formData : undefined;
  const pendingLine = pending?.get('lineId');
  // Which button of the line is running: it shows the spinner.
  const pendingStep =
    pending?.get('intent') === CART_INTENT.setQuantity ? Number(pending.get('quantity')) : null;
  const pendingRemove = pending?.get('intent') === CART_INTENT.remove;

  return (
    <div className="container cart-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Cart' }]} />
      <h1 className="page-title">Your Cart</h1>
      {actionData && !actionData.ok ? <Alert>{actionData.message}</Alert> : null}
      {cart.lines.length === 0 ? (
        <EmptyState
          title={CART_MESSAGES.empty}
          action={{ to: '/', label: CART_MESSAGES.emptyAction }}
        />
      ) : (
        <div className="cart-page__layout">
          <CartLines
            lines={cart.lines}
            label="Items in your cart"
            controls={(line) => {
              const busy = pendingLine === line.id;
              return {
                busy,
                quantity: (
                  <div className="cart-line__quantity">
                    <QuantityForm
                      lineId={line.id}
                      quantity={line.quantity - 1}
                      label={`Decrease quantity of ${line.productName}`}
                      disabled={busy || line.quantity <= 1}
                      loading={busy && pendingStep === line.quantity - 1}
                      icon="minus"
                    />
                    <output
                      className="cart-line__qty"
                      aria-label={`Quantity of ${line.productName}`}
                    >
                      {line.quantity}
                    </output>
                    <QuantityForm
                      lineId={line.id}
                      quantity={line.quantity + 1}
                      label={`Increase quantity of ${line.productName}`}
                      disabled={busy || line.quantity >= Math.min(line.stock, MAX_LINE_QUANTITY)}
                      loading={busy && pendingStep === line.quantity + 1}
                      icon="plus"
                    />
                  </div>
                ),
                remove: (
                  <Form method="post" action="/cart" className="cart-line__remove">
                    <input type="hidden" name="intent" value={CART_INTENT.remove} />
                    <input type="hidden" name="lineId" value={line.id} />
                    <button
                      type="submit"
                      className="icon-button"
                      disabled={busy}
                      aria-busy={(busy && pendingRemove) || undefined}
                    >
                      {busy && pendingRemove ? <Spinner size={20} /> : <TrashIcon size={20} />}
                      <span className="visually-hidden">Remove {line.productName}</span>
                    </button>
                  </Form>
                ),
              };
            }}
          />
          <OrderSummary totals={cart} shipping="At Checkout">
            <p className="order-summary__note">
              Pay securely online with UPI, cards or net banking through Razorpay, or choose cash on
              delivery where your pincode allows it. Shipping is calculated at checkout from your
              pincode.
            </p>
            <ButtonLink to="/checkout?from=cart" block size="lg">
              Proceed to Checkout
            </ButtonLink>
          </OrderSummary>
        </div>
      )}
      <Recommendations data={recommendations} />
    </div>
  );
}

function QuantityForm({
  lineId,
  quantity,
  label,
  disabled,
  loading,
  icon,
}: {
  lineId: string;
  quantity: number;
  label: string;
  disabled: boolean;
  loading: boolean;
  icon: 'minus' | 'plus';
}) {
  return (
    <Form method="post" action="/cart" preventScrollReset>
      <input type="hidden" name="intent" value={CART_INTENT.setQuantity} />
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="quantity" value={quantity} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        className="cart-line__step"
        disabled={disabled}
        loading={loading}
      >
        {icon === 'minus' ? <MinusIcon size={16} /> : <PlusIcon size={16} />}
        <span className="visually-hidden">{label}</span>
      </Button>
    </Form>
  );
}
