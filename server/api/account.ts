/**
 * Account endpoints: sign-up, verification, login and logout, password reset, the account
 * and its address book. The same schemas as the pages validate every body; the account is
 * the session cookie's, never an id or e-mail in the request; answers do not reveal
 * whether an e-mail has an account; and the account throttles of the pages apply here too.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppServices } from '../../app/context.ts';
import {
  clearLoginFailures,
  currentPasswordThrottle,
  limitAccountEmail,
  limitAccountRequest,
  loginThrottle,
} from '../../app/lib/account-limits.server.ts';
import { signIn } from '../../app/lib/shopper-sign-in.server.ts';
import { PublicIdSchema } from '../../app/modules/cart/validation.ts';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../app/modules/customer/addresses.server.ts';
import { ADDRESS_TYPES, AddressSchema } from '../../app/modules/customer/validation.ts';
import {
  changePassword,
  checkCredentials,
  commonPasswordError,
  findAccount,
  passwordStampOf,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUp,
  updateProfile,
  verifyEmail,
} from '../../app/modules/identity/accounts.server.ts';
import { loginDevices } from '../../app/modules/identity/login-device.server.ts';
import { LOGOUT_MESSAGES } from '../../app/modules/identity/logout-messages.ts';
import { ACCOUNT_MESSAGES } from '../../app/modules/identity/messages.ts';
import { signOut } from '../../app/modules/identity/sign-in.server.ts';
import {
  ChangePasswordSchema,
  EmailOnlySchema,
  LoginSchema,
  ProfileSchema,
  ResetPasswordSchema,
  SignupSchema,
  TokenSchema,
} from '../../app/modules/identity/validation.ts';
import { setAccountOrderUpdates } from '../../app/modules/messaging/order-updates.server.ts';
import type { AppEnv } from '../types.ts';
import { answerRefusals, Refused, rateLimited } from './errors.ts';
import { errorOf } from './schemas.ts';

const MessageSchema = z.object({ message: z.string() }).openapi('Message');

const AccountSchema = z
  .object({
    id: z.string().openapi({ description: 'Opaque public id' }),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    whatsappUpdates: z.boolean().openapi({
      description:
        "'Send order updates on WhatsApp' (SMS as the fallback): the account's orders on their way get them, and its next checkout offers them",
    }),
  })
  .openapi('Account');

const OrderUpdatesSchema = z
  .object({ whatsappUpdates: z.boolean({ error: 'Say true or false.' }) })
  .openapi('OrderUpdatesChoice');

const AddressOutSchema = z
  .object({
    id: z.string(),
    phone: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    landmark: z.string(),
    type: z.enum(ADDRESS_TYPES),
    isDefault: z.boolean(),
  })
  .openapi('Address');

const VerifyResultSchema = z
  .object({ message: z.string(), canResend: z.boolean() })
  .openapi('VerifyResult');

const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const refused = {
  400: errorOf('Invalid input: `error.fields` names each problem'),
  429: errorOf('Too many requests (Retry-After says when to try again)'),
};
const signedIn = { 401: errorOf('Not signed in') };
const AddressParams = z.object({
  addressId: PublicIdSchema.openapi({ param: { name: 'addressId', in: 'path' } }),
});

const route = <R extends Parameters<typeof createRoute>[0]>(r: R) =>
  createRoute({ ...r, tags: [r.path.startsWith('/auth') ? 'Auth' : 'Account'] });

const routes = {
  signup: route({
    method: 'post',
    path: '/auth/signup',
    summary:
      'Create an account (a verification e-mail follows; the same answer if the e-mail is taken)',
    request: body(SignupSchema),
    responses: { ...ok(MessageSchema, 'Accepted'), ...refused },
  }),
  verify: route({
    method: 'post',
    path: '/auth/verify',
    summary: 'Verify an e-mail with the link from the verification e-mail',
    request: body(z.object({ userId: PublicIdSchema, token: TokenSchema })),
    responses: { ...ok(VerifyResultSchema, 'Verified, or why not'), ...refused },
  }),
  resend: route({
    method: 'post',
    path: '/auth/resend',
    summary: 'Send a new verification link (the same answer whatever the e-mail)',
    request: body(EmailOnlySchema),
    responses: { ...ok(MessageSchema, 'Sent if there is an unverified account'), ...refused },
  }),
  login: route({
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in: the session cookie is rotated and the guest cart and wishlist merge in',
    request: body(LoginSchema),
    responses: {
      ...ok(AccountSchema, 'Signed in'),
      ...refused,
      401: errorOf('Invalid email or password'),
      403: errorOf('Email not verified'),
    },
  }),
  logout: route({
    method: 'post',
    path: '/auth/logout',
    summary: 'End the session (its cookie is cleared)',
    responses: ok(MessageSchema, 'Signed out'),
  }),
  resetRequest: route({
    method: 'post',
    path: '/auth/password-reset',
    summary: 'E-mail a one-hour reset link (the same answer whatever the e-mail)',
    request: body(EmailOnlySchema),
    responses: { ...ok(MessageSchema, 'Sent if there is an account'), ...refused },
  }),
  resetConfirm: route({
    method: 'post',
    path: '/auth/password-reset/confirm',
    summary: 'Set a new password with the token of a reset link; every session ends',
    request: body(ResetPasswordSchema),
    responses: { ...ok(MessageSchema, 'Password reset'), ...refused },
  }),
  account: route({
    method: 'get',
    path: '/account',
    summary: 'The signed-in account',
    responses: { ...ok(AccountSchema, 'The account'), ...signedIn },
  }),
  profile: route({
    method: 'patch',
    path: '/account',
    summary: 'Change name and mobile number',
    request: body(ProfileSchema),
    responses: { ...ok(AccountSchema, 'The account'), ...refused, ...signedIn },
  }),
  orderUpdates: route({
    method: 'put',
    path: '/account/order-updates',
    summary:
      'Turn order updates by WhatsApp (or SMS) on or off: off stops them for every order of the account, and withdraws those still waiting to go',
    request: body(OrderUpdatesSchema),
    responses: { ...ok(AccountSchema, 'The account'), ...refused, ...signedIn },
  }),
  password: route({
    method: 'post',
    path: '/account/password',
    summary: 'Change the password (the current one is required); other sessions end',
    request: body(ChangePasswordSchema),
    responses: { ...ok(MessageSchema, 'Changed'), ...refused, ...signedIn },
  }),
  addresses: route({
    method: 'get',
    path: '/account/addresses',
    summary: 'The address book, default first',
    responses: { ...ok(z.array(AddressOutSchema), 'Addresses'), ...signedIn },
  }),
  addAddress: route({
    method: 'post',
    path: '/account/addresses',
    summary: 'Add an address (the first one is the default)',
    request: body(AddressSchema),
    responses: {
      ...ok(AddressOutSchema, 'Added'),
      ...refused,
      ...signedIn,
      409: errorOf('Address book full'),
    },
  }),
  updateAddress: route({
    method: 'patch',
    path: '/account/addresses/{addressId}',
    summary: 'Replace an address',
    request: { params: AddressParams, ...body(AddressSchema) },
    responses: {
      ...ok(AddressOutSchema, 'Updated'),
      ...refused,
      ...signedIn,
      404: errorOf('No such address'),
    },
  }),
  deleteAddress: route({
    method: 'delete',
    path: '/account/addresses/{addressId}',
    summary: 'Delete an address (the newest remaining one becomes the default)',
    request: { params: AddressParams },
    responses: { ...ok(MessageSchema, 'Deleted'), ...signedIn, 404: errorOf('No such address') },
  }),
  defaultAddress: route({
    method: 'post',
    path: '/account/addresses/{addressId}/default',
    summary: 'Make an address the default',
    request: { params: AddressParams },
    responses: {
      ...ok(MessageSchema, 'Default changed'),
      ...signedIn,
      404: errorOf('No such address'),
    },
  }),
};

const weakPassword = (message: string) =>
  new Refused(400, 'invalid_request', message, { password: message });
const notSignedIn = () => new Refused(401, 'unauthorized', 'Please sign in.');

export function accountRoutes({ config, database, publicUrl }: AppServices) {
  const db = database.db;
  const links = { origin: publicUrl };
  const devices = loginDevices({ config, publicUrl });
  const api = new OpenAPIHono<AppEnv>();

  for (const path of ['/auth/*', '/account', '/account/*']) {
    api.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    });
  }
  api.onError(answerRefusals);
  /** The signed-in account and its session, or 401. */
  const account = async (c: Context<AppEnv>) => {
    const session = await c.get('session').current();
    const found = session?.userId ? await findAccount(db, session.userId) : null;
    if (!session || !found) throw notSignedIn();
    return { ...found, sessionId: session.id };
  };
  const view = (a: {
    publicId: string;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    whatsappUpdates: boolean;
  }) => ({
    id: a.publicId,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    whatsappUpdates: a.whatsappUpdates,
  });

  api.openapi(routes.signup, async (c) => {
    const input = c.req.valid('json');
    const limited =
      (await limitAccountRequest(c.get('client'))) ??
      (await limitAccountEmail(c.get('client'), input.email));
    if (limited) throw rateLimited(limited);
    const common = commonPasswordError(input.password);
    if (common) throw weakPassword(common);
    await signUp(db, input, links);
    return c.json({ message: ACCOUNT_MESSAGES.signupDone(input.email) }, 200);
  });

  api.openapi(routes.verify, async (c) => {
    const limited = await limitAccountRequest(c.get('client'));
    if (limited) throw rateLimited(limited);
    const { userId, token } = c.req.valid('json');
    const outcome = await verifyEmail(db, userId, token);
    return c.json({ message: outcome.message, canResend: outcome.canResend }, 200);
  });

  api.openapi(routes.resend, async (c) => {
    const { email } = c.req.valid('json');
    const limited =
      (await limitAccountRequest(c.get('client'))) ??
      (await limitAccountEmail(c.get('client'), email));
    if (limited) throw rateLimited(limited);
    await resendVerification(db, { email }, links);
    return c.json({ message: ACCOUNT_MESSAGES.resendSent }, 200);
  });

  api.openapi(routes.login, async (c) => {
    const { email, password } = c.req.valid('json');
    const stamp = await passwordStampOf(db, email);
    const device = await devices.trusted(c.req.header('cookie'), email, stamp);
    const throttle = loginThrottle(c.get('client'), email, device);
    const limited = (await limitAccountRequest(c.get('client'))) ?? (await throttle.blocked());
    if (limited) throw rateLimited(limited);
    const check = await checkCredentials(db, email, password);
    if (!check.ok) {
      if (check.reason === 'not_verified') {
        throw new Refused(403, 'not_verified', ACCOUNT_MESSAGES.notVerified);
      }
      await throttle.failed();
      throw new Refused(401, 'bad_credentials', ACCOUNT_MESSAGES.badCredentials);
    }
    await throttle.succeeded();
    await signIn(db, c.get('session'), check.account.id);
    c.header('Set-Cookie', await devices.issue(email, stamp ?? '', device), { append: true });
    return c.json(view(check.account), 200);
  });

  api.openapi(routes.logout, async (c) => {
    await signOut(c.get('session'));
    return c.json({ message: LOGOUT_MESSAGES.done }, 200);
  });

  api.openapi(routes.resetRequest, async (c) => {
    const { email } = c.req.valid('json');
    const limited =
      (await limitAccountRequest(c.get('client'))) ??
      (await limitAccountEmail(c.get('client'), email));
    if (limited) throw rateLimited(limited);
    await requestPasswordReset(db, email, links);
    return c.json({ message: ACCOUNT_MESSAGES.resetSent }, 200);
  });

  api.openapi(routes.resetConfirm, async (c) => {
    const limited = await limitAccountRequest(c.get('client'));
    if (limited) throw rateLimited(limited);
    const { token, password } = c.req.valid('json');
    const common = commonPasswordError(password);
    if (common) throw weakPassword(common);
    const reset = await resetPassword(db, token, password);
    if (!reset) {
      throw new Refused(400, 'invalid_token', ACCOUNT_MESSAGES.resetInvalid, {
        token: ACCOUNT_MESSAGES.resetInvalid,
      });
    }
    await clearLoginFailures(c.get('client'), reset.email);
    // This client proved the inbox: its logins no longer count against the e-mail's ceiling.
    c.header('Set-Cookie', await devices.issue(reset.email, reset.passwordStamp), { append: true });
    return c.json({ message: ACCOUNT_MESSAGES.resetDone }, 200);
  });

  api.openapi(routes.account, async (c) => c.json(view(await account(c)), 200));

  api.openapi(routes.profile, async (c) => {
    const me = await account(c);
    const profile = c.req.valid('json');
    await updateProfile(db, me.id, profile);
    return c.json(view({ ...me, ...profile }), 200);
  });

  api.openapi(routes.orderUpdates, async (c) => {
    const me = await account(c);
    const { whatsappUpdates } = c.req.valid('json');
    await setAccountOrderUpdates(db, me.id, whatsappUpdates);
    return c.json(view({ ...me, whatsappUpdates }), 200);
  });

  api.openapi(routes.password, async (c) => {
    const me = await account(c);
    const { currentPassword, password } = c.req.valid('json');
    const throttle = currentPasswordThrottle(c.get('client'), me.id);
    const limited = await throttle.blocked();
    if (limited) throw rateLimited(limited);
    const common = commonPasswordError(password);
    if (common) throw weakPassword(common);
    if (!(await changePassword(db, me.id, me.sessionId, currentPassword, password, links))) {
      await throttle.failed();
      const message = ACCOUNT_MESSAGES.wrongCurrentPassword;
      throw new Refused(400, 'invalid_request', message, { currentPassword: message });
    }
    await throttle.succeeded();
    return c.json({ message: ACCOUNT_MESSAGES.passwordChanged }, 200);
  });

  api.openapi(routes.addresses, async (c) =>
    c.json(await listAddresses(db, (await account(c)).id), 200),
  );
  api.openapi(routes.addAddress, async (c) =>
    c.json(await addAddress(db, (await account(c)).id, c.req.valid('json')), 200),
  );
  api.openapi(routes.updateAddress, async (c) => {
    const me = await account(c);
    return c.json(
      await updateAddress(db, me.id, c.req.valid('param').addressId, c.req.valid('json')),
      200,
    );
  });
  api.openapi(routes.deleteAddress, async (c) => {
    await deleteAddress(db, (await account(c)).id, c.req.valid('param').addressId);
    return c.json({ message: 'The address has been deleted.' }, 200);
  });
  api.openapi(routes.defaultAddress, async (c) => {
    await setDefaultAddress(db, (await account(c)).id, c.req.valid('param').addressId);
    return c.json({ message: 'Your default address has been changed.' }, 200);
  });

  return api;
}
