import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AddressForm } from '../components/address-form.tsx';
import { DeleteAddressButton } from '../components/delete-address-button.tsx';
import { FormField, OffersCheckbox, WhatsAppUpdatesCheckbox } from '../components/forms.tsx';
import { LogoutButton } from '../components/logout-button.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import type { DialogProps } from '../components/ui/dialog.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { requireAccount } from '../lib/account.server.ts';
import { currentPasswordThrottle, throttled } from '../lib/account-limits.server.ts';
import { DomainError } from '../lib/domain-error.ts';
import { formSchema } from '../lib/form-schema.ts';
import { getFormProps, type LastResult, useShopForm } from '../lib/forms.ts';
import { defineIntent, handleIntents, refusal } from '../lib/intent-action.server.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { privatePageMeta } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Checkbox } from '../lib/zod-rules.ts';
import { PublicIdSchema } from '../modules/cart/validation.ts';
import { ADDRESS_TYPE_LABEL } from '../modules/customer/address-types.ts';
import {
  ADDRESS_NOT_FOUND,
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../modules/customer/addresses.server.ts';
import { AddressSchema } from '../modules/customer/validation.ts';
import { ACCOUNT_INTENT, type AccountIntent } from '../modules/identity/account-intents.ts';
import {
  changePassword,
  commonPasswordError,
  updateProfile,
} from '../modules/identity/accounts.server.ts';
import { ACCOUNT_MESSAGES } from '../modules/identity/messages.ts';
import { ChangePasswordSchema, ProfileSchema } from '../modules/identity/validation.ts';
import { hasOffersConsent, setOffersConsent } from '../modules/marketing/consent.server.ts';
import { OFFERS_WITHDRAWN } from '../modules/marketing/messages.ts';
import { UPDATES_STOPPED } from '../modules/messaging/messages.ts';
import { setAccountOrderUpdates } from '../modules/messaging/order-updates.server.ts';
import type { Route } from './+types/account';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(metaTranslator(matches)('My Account'));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const addresses = await listAddresses(services(context).database.db, account.id);
  const { id: _id, sessionId: _s, role: _r, ...profile } = account;
  return {
    profile,
    addresses,
    offers: await hasOffersConsent(services(context).database.db, account.id),
    messages: pageMessages(context, 'account', 'forms', 'pincode'),
  };
}

/** The offers choice: the box ticked, or not sent at all (unticked). */
const OffersChoiceSchema = z.object({ offers: Checkbox });
const OFFERS_ON = msg('You will get offers by e-mail.');
const OFFERS_OFF = OFFERS_WITHDRAWN;

/** 'Send order updates on WhatsApp', as the offers choice. */
const OrderUpdatesChoiceSchema = z.object({ whatsappUpdates: Checkbox });
const UPDATES_ON = msg('You will get order updates on WhatsApp, or by SMS.');
const UPDATES_OFF = UPDATES_STOPPED;

/** Make default and Delete name their address only; an id that is none names no address. */
const AddressRefSchema = z.object({ addressId: z.string().optional() });

function addressIdOf(input: { addressId?: string | undefined }) {
  const id = PublicIdSchema.safeParse(input.addressId);
  if (!id.success) throw new DomainError('not_found', ADDRESS_NOT_FOUND);
  return id.data;
}

/** Every change on the page, by intent; each acts on the signed-in account only. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireAccount(request, context);
  const { database, publicUrl } = services(context);
  const db = database.db;
  const throttle = currentPasswordThrottle(requestInfo(context), account.id);
  return handleIntents(
    request,
    {
      [ACCOUNT_INTENT.profile]: defineIntent({
        schema: ProfileSchema,
        run: async (input) => {
          await updateProfile(db, account.id, input);
          return ACCOUNT_MESSAGES.profileSaved;
        },
      }),
      [ACCOUNT_INTENT.password]: defineIntent({
        schema: ChangePasswordSchema,
        guard: async () => {
          const limited = await throttle.blocked();
          return limited && throttled(limited);
        },
        run: async ({ currentPassword, password }) => {
          const common = commonPasswordError(password);
          if (common) return refusal(400, common, { field: 'password' });
          const changed = await changePassword(
            db,
            account.id,
            account.sessionId,
            currentPassword,
            password,
            { origin: publicUrl },
          );
          if (!changed) {
            await throttle.failed();
            return refusal(400, ACCOUNT_MESSAGES.wrongCurrentPassword, {
              field: 'currentPassword',
            });
          }
          await throttle.succeeded();
          return ACCOUNT_MESSAGES.passwordChanged;
        },
      }),
      [ACCOUNT_INTENT.saveAddress]: defineIntent({
        schema: AddressSchema.extend(AddressRefSchema.shape),
        run: async ({ addressId, ...address }) => {
          // The form of a saved address names it; the form for a new one does not.
          const saved = PublicIdSchema.safeParse(addressId);
          if (saved.success) await updateAddress(db, account.id, saved.data, address);
          else await addAddress(db, account.id, address);
          return msg('Your address has been saved.');
        },
      }),
      [ACCOUNT_INTENT.deleteAddress]: defineIntent({
        schema: AddressRefSchema,
        run: async (input) => {
          await deleteAddress(db, account.id, addressIdOf(input));
          return msg('The address has been deleted.');
        },
      }),
      [ACCOUNT_INTENT.offers]: defineIntent({
        schema: OffersChoiceSchema,
        run: async ({ offers }) => {
          await setOffersConsent(db, account.id, offers);
          return offers ? OFFERS_ON : OFFERS_OFF;
        },
      }),
      [ACCOUNT_INTENT.orderUpdates]: defineIntent({
        schema: OrderUpdatesChoiceSchema,
        run: async ({ whatsappUpdates }) => {
          await setAccountOrderUpdates(db, account.id, whatsappUpdates);
          return whatsappUpdates ? UPDATES_ON : UPDATES_OFF;
        },
      }),
      [ACCOUNT_INTENT.defaultAddress]: defineIntent({
        schema: AddressRefSchema,
        run: async (input) => {
          await setDefaultAddress(db, account.id, addressIdOf(input));
          return msg('Your default address has been changed.');
        },
      }),
    },
    { target: 'addressId' },
  );
}

/** The spec's title of the form for a new address; a saved one is edited under its own. */
const ADDRESS_FORM_TITLE = msg('+ Add New Address');
const EDIT_ADDRESS_TITLE = msg('Edit address');

/**
 * The address form in the page, as it is without JavaScript; `focus`: as the drawer's
 * stand-in, opened by a click, which takes the shopper to it.
 */
function InlineAddressForm({
  open,
  title,
  children,
  focus = false,
}: Pick<DialogProps, 'open' | 'children'> & { title: string; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus && open) heading.current?.focus();
  }, [focus, open]);
  return open ? (
    <section aria-label={title}>
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  ) : null;
}

function OpenedAddressForm(props: Pick<DialogProps, 'open' | 'children' | 'title'>) {
  return <InlineAddressForm {...props} title={String(props.title)} focus />;
}

/**
 * The address drawer: the dialog's code (shared with the product cards) comes after the
 * page's own, which does not need it to show; if it cannot come, the form opens in the page.
 */
const AddressDrawer = lazyComponent(
  () => import('../components/ui/dialog.tsx').then((module) => module.Dialog),
  { unavailable: OpenedAddressForm, eager: true },
);

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { profile, addresses } = loaderData;
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const addressList = useRef<HTMLUListElement>(null);
  // '+ Update Address' and 'Edit': ?address=new or ?address={id}; a drawer with JavaScript.
  const editing = params.get('address');
  // Starts from the URL: a tap on '+ Update Address' before hydration opened it there.
  const [drawer, setDrawer] = useState<string | null>(editing);
  const open = hydrated ? drawer : editing;
  const editingAddress = addresses.find((address) => address.id === open) ?? null;
  const formTitle = t(editingAddress ? EDIT_ADDRESS_TITLE : ADDRESS_FORM_TITLE);
  const answer = actionData?.aboutFields ? undefined : actionData;
  const replyTo = (intent: AccountIntent, addressId?: string) =>
    actionData?.intent === intent && (addressId === undefined || actionData.target === addressId)
      ? actionData.result
      : undefined;
  useEffect(() => {
    if (answer?.tone !== 'success') return;
    if (answer.intent === ACCOUNT_INTENT.saveAddress) setDrawer(null);
    // Make default and Delete take away the button the keyboard was on: focus goes to the
    // list of addresses, not to the top of the page.
    else if (
      answer.intent === ACCOUNT_INTENT.deleteAddress ||
      answer.intent === ACCOUNT_INTENT.defaultAddress
    ) {
      addressList.current?.focus();
    }
  }, [answer]);
  const addressForm = open ? (
    <AddressForm
      key={open}
      address={editingAddress}
      lastResult={replyTo(ACCOUNT_INTENT.saveAddress, editingAddress?.id ?? '')}
      intent={ACCOUNT_INTENT.saveAddress}
      busy={navigation.state === 'submitting'}
    />
  ) : null;
  return (
    <div className="container account-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('My Account') }]} />
      <h1 className="page-title">
        {profile.firstName} {profile.lastName}
      </h1>
      {answer ? <Alert tone={answer.tone}>{answer.message}</Alert> : null}
      <div className="account-page__grid">
        <nav className="account-panel" aria-label={t('Account')}>
          <ul className="account-nav">
            <li>
              <Link to="/myorders">{t('My Orders')}</Link>
            </li>
            <li>
              <LogoutButton>{t('Logout')}</LogoutButton>
            </li>
          </ul>
        </nav>
        <div className="account-page__main">
          <ProfilePanel profile={profile} lastResult={replyTo(ACCOUNT_INTENT.profile)} />
          <section className="account-panel" aria-labelledby="addresses-title">
            <h2 id="addresses-title">{t('Addresses')}</h2>
            {addresses.length === 0 ? <p>{t('You have not saved an address yet.')}</p> : null}
            <ul
              className="address-list"
              ref={addressList}
              tabIndex={-1}
              aria-labelledby="addresses-title"
            >
              {addresses.map((address) => (
                <li
                  key={address.id}
                  className="address-card"
                  data-default={address.isDefault || undefined}
                >
                  <p className="address-card__text">
                    <strong>{t(ADDRESS_TYPE_LABEL, { type: address.type })}</strong>
                    {address.isDefault ? ` ${t('· Default')}` : ''}
                    <br />
                    {address.address1}, {address.address2}, {address.landmark}
                    <br />
                    {address.city}, {address.state} {address.pincode}
                    <br />
                    {t('Mobile: {phone}', { phone: address.phone })}
                  </p>
                  <div className="address-card__actions">
                    <ButtonLink
                      to={`?address=${address.id}`}
                      variant="secondary"
                      size="sm"
                      onClick={(event) => {
                        if (!hydrated) return;
                        event.preventDefault();
                        setDrawer(address.id);
                      }}
                    >
                      {t('Edit')}
                      <span className="visually-hidden">
                        {' '}
                        {t('address {address1}', { address1: address.address1 })}
                      </span>
                    </ButtonLink>
                    {address.isDefault ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value={ACCOUNT_INTENT.defaultAddress} />
                        <input type="hidden" name="addressId" value={address.id} />
                        <Button
                          type="submit"
                          variant="ghost"
                          size="sm"
                          aria-label={t('Make default: {address1}', {
                            address1: address.address1,
                          })}
                        >
                          {t('Make default')}
                        </Button>
                      </Form>
                    )}
                    <DeleteAddressButton addressId={address.id} address1={address.address1} />
                  </div>
                </li>
              ))}
            </ul>
            <ButtonLink
              to="?address=new"
              variant="secondary"
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                setDrawer('new');
              }}
            >
              {t('+ Update Address')}
            </ButtonLink>
            {hydrated ? null : (
              <InlineAddressForm open={Boolean(addressForm)} title={formTitle}>
                {addressForm}
              </InlineAddressForm>
            )}
          </section>
          <PasswordPanel lastResult={replyTo(ACCOUNT_INTENT.password)} />
          <section className="account-panel" aria-labelledby="offers-title">
            <h2 id="offers-title">{t('Offers by e-mail')}</h2>
            <Form method="post" className="auth-form">
              <input type="hidden" name="intent" value={ACCOUNT_INTENT.offers} />
              <OffersCheckbox
                id="account-offers"
                checked={loaderData.offers}
                key={String(loaderData.offers)}
              />
              <Button type="submit" variant="secondary">
                {t('Save choice')}
              </Button>
            </Form>
          </section>
          <section className="account-panel" aria-labelledby="order-updates-title">
            <h2 id="order-updates-title">{t('Order updates on WhatsApp')}</h2>
            <Form method="post" className="auth-form">
              <input type="hidden" name="intent" value={ACCOUNT_INTENT.orderUpdates} />
              <WhatsAppUpdatesCheckbox
                id="account-whatsapp"
                checked={loaderData.profile.whatsappUpdates}
                key={String(loaderData.profile.whatsappUpdates)}
              />
              <Button type="submit" variant="secondary">
                {t('Save choice')}
              </Button>
            </Form>
          </section>
        </div>
      </div>
      {hydrated ? (
        <AddressDrawer
          open={Boolean(open)}
          onClose={() => setDrawer(null)}
          title={formTitle}
          variant="drawer-end"
        >
          {addressForm}
        </AddressDrawer>
      ) : null}
    </div>
  );
}

const profileSchema = formSchema(() =>
  import('../modules/identity/validation.ts').then((module) => module.ProfileSchema),
);
const changePasswordSchema = formSchema(() =>
  import('../modules/identity/validation.ts').then((module) => module.ChangePasswordSchema),
);

function ProfilePanel({
  profile,
  lastResult,
}: {
  profile: { email: string; firstName: string; lastName: string; phone: string | null };
  lastResult: LastResult;
}) {
  const t = useT();
  const [form, fields] = useShopForm(profileSchema, {
    id: 'profile',
    lastResult,
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
    },
  });
  return (
    <section className="account-panel" aria-labelledby="details-title">
      <h2 id="details-title">{t('Personal details')}</h2>
      <dl className="account-details">
        <div>
          <dt>{t('Full name')}</dt>
          <dd>
            {profile.firstName} {profile.lastName}
          </dd>
        </div>
        <div>
          <dt>{t('Email id')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t('Mobile number')}</dt>
          <dd>{profile.phone ?? t('Not given')}</dd>
        </div>
      </dl>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={ACCOUNT_INTENT.profile} />
        <div className="auth-form__row">
          <FormField meta={fields.firstName} label={t('First name')} autoComplete="given-name" />
          <FormField meta={fields.lastName} label={t('Last name')} autoComplete="family-name" />
        </div>
        <FormField
          meta={fields.phone}
          label={t('Mobile number')}
          optional
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
        />
        <Button type="submit" variant="secondary">
          {t('Save details')}
        </Button>
      </Form>
    </section>
  );
}

function PasswordPanel({ lastResult }: { lastResult: LastResult }) {
  const t = useT();
  const [form, fields] = useShopForm(changePasswordSchema, {
    id: 'change-password',
    lastResult,
  });
  return (
    <section className="account-panel" aria-labelledby="password-title">
      <h2 id="password-title">{t('Change password')}</h2>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={ACCOUNT_INTENT.password} />
        <PasswordField
          meta={fields.currentPassword}
          label={t('Current password')}
          autoComplete="current-password"
        />
        <PasswordField
          meta={fields.password}
          label={t('New password')}
          autoComplete="new-password"
          meter
        />
        <PasswordField
          meta={fields.confirmPassword}
          label={t('Confirm new password')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="secondary">
          {t('Change password')}
        </Button>
      </Form>
    </section>
  );
}
