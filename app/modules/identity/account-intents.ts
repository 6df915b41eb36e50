/** The `intent` of each form on /account (its one route action tells them apart). */
export const ACCOUNT_INTENT = {
  profile: 'profile',
  password: 'password',
  saveAddress: 'save-address',
  deleteAddress: 'delete-address',
  defaultAddress: 'default-address',
  offers: 'offers',
  orderUpdates: 'order-updates',
} as const;
export type AccountIntent = (typeof ACCOUNT_INTENT)[keyof typeof ACCOUNT_INTENT];
