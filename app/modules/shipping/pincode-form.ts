/** The product page's 'Check delivery' form: validated by the browser and by the product loader (no JavaScript), by the pincode rule. */
import { validateFields } from '../../lib/form-rules.ts';
import { pincodeError } from './pincode.ts';

export const validatePincodeForm = validateFields({ pincode: pincodeError });
