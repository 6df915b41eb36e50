/**
 * What a route tells the layout through its `handle`. The back office brings its own
 * chrome (`admin/layout.tsx`); a form page keeps the phone's screen for its form.
 */
export interface RouteHandle {
  backOffice?: boolean;
  /**
   * A page where the shopper fills in fields or checks amounts (cart, checkout, account,
   * sign-in, contact). On a phone the floating WhatsApp and Call buttons stay off it: they
   * sat over amounts, fields and buttons at the right edge. The phone number stays in the
   * top bar, and the buttons on a desktop, where nothing is under them.
   */
  formPage?: boolean;
}

export const FORM_PAGE: RouteHandle = { formPage: true };
