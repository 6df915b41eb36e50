/**
 * A buyer's GSTIN (issue 34): 15 characters, the state's two-digit code, the business's
 * PAN (5 letters, 4 digits, a letter), its entity number in that state, 'Z', and a check
 * character computed over the other fourteen (the GST Network's base-36 scheme). Pure and
 * client-safe: the checkout form checks as it is typed; the server decides.
 */
import { msg } from '../../i18n/msg.ts';

export const GSTIN_MESSAGE = msg('Please enter a valid GSTIN.');

const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GST state codes and their states (the place of supply a GSTIN names). */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** Karnataka's code: the seller's state (config/store.ts's GSTIN starts with it). */
export const SELLER_STATE_CODE = '29';

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] ?? '';
}

/** The GSTIN as stored: upper case, without the spaces people type in it. */
export const normalizedGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** A GSTIN of the right shape, a known state and the right check character. */
export function isValidGstin(value: string): boolean {
  const gstin = normalizedGstin(value);
  return (
    SHAPE.test(gstin) &&
    gstin.slice(0, 2) in GST_STATES &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

/** The state a (valid) GSTIN is registered in: its place of supply. */
export function gstinState(gstin: string): { code: string; name: string } {
  const code = normalizedGstin(gstin).slice(0, 2);
  return { code, name: GST_STATES[code] ?? '' };
}
