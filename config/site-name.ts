/**
 * The shop's name, in every page title. Its own module: the page chrome's chunk then holds
 * this one string, not the store's contact details (config/store-contact.ts), which the
 * root loader sends translated instead.
 */
export const SITE_NAME = 'Gruha Appliances';
