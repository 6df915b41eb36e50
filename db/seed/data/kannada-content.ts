/**
 * Kannada for the home page content and the stores: slider and video titles (keyed
 * by their English titles), town and district names, and each store's area and
 * street address as written locally (door numbers, road numbers and pincodes kept).
 * stores.ts builds the Kannada store names and addresses from these.
 */
import { CATEGORY_NAMES_KN } from './kannada-catalog.ts';
import { PRODUCT_NAMES_KN } from './kannada-products.ts';

export const SLIDER_TITLES_KN: Record<string, string> = {
  'Monsoon Geyser Sale – up to 45% off': 'ಮಳೆಗಾಲದ ಗೀಸರ್ ಸೇಲ್ – 45% ವರೆಗೆ ರಿಯಾಯಿತಿ',
  'Pressure washers – up to 50% off': 'ಪ್ರೆಶರ್ ವಾಷರ್‌ಗಳು – 50% ವರೆಗೆ ರಿಯಾಯಿತಿ',
  '56 stores across Karnataka': 'ಕರ್ನಾಟಕದಾದ್ಯಂತ 56 ಮಳಿಗೆಗಳು',
  'Instant Geyser 3 Litre': PRODUCT_NAMES_KN['Instant Geyser 3 Litre']!,
  'Semi Automatic Washing Machine 7.5 Kg':
    PRODUCT_NAMES_KN['Semi Automatic Washing Machine 7.5 Kg']!,
  'Wet-Dry Vacuum Cleaner 20 Litre': PRODUCT_NAMES_KN['Wet-Dry Vacuum Cleaner 20 Litre']!,
  'Mixers and Wet Grinders': CATEGORY_NAMES_KN['Mixers and Wet Grinders']!,
  'Korai Mats': 'ಕೊರೈ ಚಾಪೆಗಳು',
  'Sofa cum Beds': CATEGORY_NAMES_KN['Sofa cum Beds']!,
};

export const VIDEO_TITLES_KN: Record<string, string> = {
  'Hot water in 2 minutes': '2 ನಿಮಿಷದಲ್ಲಿ ಬಿಸಿ ನೀರು',
  'Car wash at home with a pressure washer': 'ಪ್ರೆಶರ್ ವಾಷರ್‌ನಿಂದ ಮನೆಯಲ್ಲೇ ಕಾರ್ ವಾಶ್',
  'Twin tub: wash and spin together': 'ಟ್ವಿನ್ ಟಬ್: ಒಗೆಯುವುದು, ಸ್ಪಿನ್ ಎರಡೂ ಒಟ್ಟಿಗೆ',
  'Wet and dry cleaning in one machine': 'ಒಂದೇ ಮೆಷಿನ್‌ನಲ್ಲಿ ವೆಟ್ ಮತ್ತು ಡ್ರೈ ಸ್ವಚ್ಛತೆ',
  'Soft idli batter with a wet grinder': 'ವೆಟ್ ಗ್ರೈಂಡರ್‌ನಲ್ಲಿ ಮೃದುವಾದ ಇಡ್ಲಿ ಹಿಟ್ಟು',
  'Hand-woven korai mats': 'ಕೈಯಲ್ಲಿ ನೇಯ್ದ ಕೊರೈ ಚಾಪೆಗಳು',
  'Sofa to bed in seconds': 'ಕ್ಷಣದಲ್ಲಿ ಸೋಫಾ ಮಂಚವಾಗುತ್ತದೆ',
};

export const TOWN_NAMES_KN: Record<string, string> = {
  Arsikere: 'ಅರಸೀಕೆರೆ',
  Bagalkote: 'ಬಾಗಲಕೋಟೆ',
  Ballari: 'ಬಳ್ಳಾರಿ',
  Belagavi: 'ಬೆಳಗಾವಿ',
  Bengaluru: 'ಬೆಂಗಳೂರು',
  Bhadravati: 'ಭದ್ರಾವತಿ',
  Challakere: 'ಚಳ್ಳಕೆರೆ',
  Channapatna: 'ಚನ್ನಪಟ್ಟಣ',
  Channarayapatna: 'ಚನ್ನರಾಯಪಟ್ಟಣ',
  Chikkaballapur: 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
  Chikkamagaluru: 'ಚಿಕ್ಕಮಗಳೂರು',
  Chitradurga: 'ಚಿತ್ರದುರ್ಗ',
  Davanagere: 'ದಾವಣಗೆರೆ',
  Dharwad: 'ಧಾರವಾಡ',
  Gauribidanur: 'ಗೌರಿಬಿದನೂರು',
  Gubbi: 'ಗುಬ್ಬಿ',
  Harihar: 'ಹರಿಹರ',
  Hassan: 'ಹಾಸನ',
  Hiriyur: 'ಹಿರಿಯೂರು',
  Hosapete: 'ಹೊಸಪೇಟೆ',
  Hubballi: 'ಹುಬ್ಬಳ್ಳಿ',
  Kadur: 'ಕಡೂರು',
  Kalaburagi: 'ಕಲಬುರಗಿ',
  Kolar: 'ಕೋಲಾರ',
  'Kolar Gold Fields': 'ಕೋಲಾರ ಗೋಲ್ಡ್ ಫೀಲ್ಡ್ಸ್',
  Kunigal: 'ಕುಣಿಗಲ್',
  Maddur: 'ಮದ್ದೂರು',
  Madhugiri: 'ಮಧುಗಿರಿ',
  Mandya: 'ಮಂಡ್ಯ',
  Mangaluru: 'ಮಂಗಳೂರು',
  Mysuru: 'ಮೈಸೂರು',
  Nelamangala: 'ನೆಲಮಂಗಲ',
  Puttur: 'ಪುತ್ತೂರು',
  Raichur: 'ರಾಯಚೂರು',
  Ramanagara: 'ರಾಮನಗರ',
  Shivamogga: 'ಶಿವಮೊಗ್ಗ',
  Sira: 'ಶಿರಾ',
  Tiptur: 'ತಿಪಟೂರು',
  Tumakuru: 'ತುಮಕೂರು',
  Udupi: 'ಉಡುಪಿ',
  Vijayapura: 'ವಿಜಯಪುರ',
};

/** Districts of the stores (the stores table has no district column in Kannada yet). */
export const DISTRICT_NAMES_KN: Record<string, string> = {
  Bagalkot: 'ಬಾಗಲಕೋಟೆ',
  Ballari: 'ಬಳ್ಳಾರಿ',
  Belagavi: 'ಬೆಳಗಾವಿ',
  'Bengaluru Rural': 'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ',
  'Bengaluru Urban': 'ಬೆಂಗಳೂರು ನಗರ',
  Chikkaballapur: 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
  Chikkamagaluru: 'ಚಿಕ್ಕಮಗಳೂರು',
  Chitradurga: 'ಚಿತ್ರದುರ್ಗ',
  'Dakshina Kannada': 'ದಕ್ಷಿಣ ಕನ್ನಡ',
  Davanagere: 'ದಾವಣಗೆರೆ',
  Dharwad: 'ಧಾರವಾಡ',
  Hassan: 'ಹಾಸನ',
  Kalaburagi: 'ಕಲಬುರಗಿ',
  Kolar: 'ಕೋಲಾರ',
  Mandya: 'ಮಂಡ್ಯ',
  Mysuru: 'ಮೈಸೂರು',
  Raichur: 'ರಾಯಚೂರು',
  Ramanagara: 'ರಾಮನಗರ',
  Shivamogga: 'ಶಿವಮೊಗ್ಗ',
  Tumakuru: 'ತುಮಕೂರು',
  Udupi: 'ಉಡುಪಿ',
  Vijayanagara: 'ವಿಜಯನಗರ',
  Vijayapura: 'ವಿಜಯಪುರ',
};

/** The Kannada of 'Head Office' in the head office's name. */
export const HEAD_OFFICE_KN = 'ಮುಖ್ಯ ಕಚೇರಿ';
export const KARNATAKA_KN = 'ಕರ್ನಾಟಕ';

/**
 * Per store code: the area in its name (omitted where the name is just the town)
 * and the street address without town, state and pincode.
 */
export const STORE_PLACES_KN: Record<string, { area?: string; street: string }> = {
  'KA-TUM-01': { street: 'ನಂ. 14, ಬಿ.ಎಚ್. ರಸ್ತೆ, ಟೌನ್ ಹಾಲ್ ವೃತ್ತದ ಹತ್ತಿರ' },
  'KA-TUM-02': { area: 'ಎಸ್.ಎಸ್. ಪುರಂ', street: '2ನೇ ಮುಖ್ಯ ರಸ್ತೆ, ಎಸ್.ಎಸ್. ಪುರಂ' },
  'KA-TUM-03': { area: 'ಬಟವಾಡಿ', street: 'ಎನ್‌ಎಚ್ 48 ಸರ್ವೀಸ್ ರಸ್ತೆ, ಬಟವಾಡಿ' },
  'KA-BLR-01': { area: 'ಚಿಕ್ಕಪೇಟೆ', street: '112, ಅವೆನ್ಯೂ ರಸ್ತೆ, ಚಿಕ್ಕಪೇಟೆ' },
  'KA-BLR-02': { area: 'ರಾಜಾಜಿನಗರ', street: '45, ಡಾ. ರಾಜ್‌ಕುಮಾರ್ ರಸ್ತೆ, 1ನೇ ಬ್ಲಾಕ್, ರಾಜಾಜಿನಗರ' },
  'KA-BLR-03': { area: 'ಜಯನಗರ', street: '28, 11ನೇ ಮುಖ್ಯ ರಸ್ತೆ, 4ನೇ ಬ್ಲಾಕ್, ಜಯನಗರ' },
  'KA-BLR-04': { area: 'ಯಶವಂತಪುರ', street: '9, ತುಮಕೂರು ರಸ್ತೆ, ಯಶವಂತಪುರ' },
  'KA-BLR-05': { area: 'ಪೀಣ್ಯ', street: '63, 2ನೇ ಹಂತ, ಪೀಣ್ಯ ಕೈಗಾರಿಕಾ ಪ್ರದೇಶ' },
  'KA-BLR-06': { area: 'ವೈಟ್‌ಫೀಲ್ಡ್', street: '17, ಐಟಿಪಿಎಲ್ ಮುಖ್ಯ ರಸ್ತೆ, ವೈಟ್‌ಫೀಲ್ಡ್' },
  'KA-BLR-07': { area: 'ಯಲಹಂಕ', street: '5, ಸೆಕ್ಟರ್ ಎ, ಯಲಹಂಕ ನ್ಯೂ ಟೌನ್' },
  'KA-BLR-08': { area: 'ಬನಶಂಕರಿ', street: '210, ಕನಕಪುರ ರಸ್ತೆ, ಬನಶಂಕರಿ 2ನೇ ಹಂತ' },
  'KA-BLR-09': { area: 'ಕೆ.ಆರ್. ಪುರಂ', street: '33, ಹಳೆ ಮದ್ರಾಸ್ ರಸ್ತೆ, ಕೆ.ಆರ್. ಪುರಂ' },
  'KA-NEL-01': { street: '8, ಬಿ.ಎಚ್. ರಸ್ತೆ, ಬಸ್ ನಿಲ್ದಾಣದ ಹತ್ತಿರ' },
  'KA-MYS-01': {
    area: 'ಸಯ್ಯಾಜಿ ರಾವ್ ರಸ್ತೆ',
    street: '1452, ಸಯ್ಯಾಜಿ ರಾವ್ ರಸ್ತೆ, ದೇವರಾಜ ಮೊಹಲ್ಲಾ',
  },
  'KA-MYS-02': { area: 'ವಿಜಯನಗರ', street: '76, ವಿಜಯನಗರ 2ನೇ ಹಂತ ಮುಖ್ಯ ರಸ್ತೆ' },
  'KA-MYS-03': { area: 'ಕುವೆಂಪುನಗರ', street: '402, ಕುವೆಂಪುನಗರ ಡಬಲ್ ರೋಡ್' },
  'KA-MAN-01': { area: 'ವಿ.ವಿ. ರಸ್ತೆ', street: '22, ವಿ.ವಿ. ರಸ್ತೆ, ಸಿಲ್ವರ್ ಜುಬಿಲಿ ಪಾರ್ಕ್ ಹತ್ತಿರ' },
  'KA-MAD-01': { street: '14, ಬೆಂಗಳೂರು-ಮೈಸೂರು ಹೆದ್ದಾರಿ' },
  'KA-HAS-01': { area: 'ಬಿ.ಎಂ. ರಸ್ತೆ', street: '57, ಬಿ.ಎಂ. ರಸ್ತೆ, ಹೇಮಾವತಿ ಪ್ರತಿಮೆ ಹತ್ತಿರ' },
  'KA-ARS-01': { street: '11, ಬಿ.ಎಚ್. ರಸ್ತೆ' },
  'KA-CRP-01': { street: '6, ಬೆಂಗಳೂರು ರಸ್ತೆ' },
  'KA-SHI-01': { area: 'ಬಿ.ಎಚ್. ರಸ್ತೆ', street: '88, ಬಿ.ಎಚ್. ರಸ್ತೆ, ಗೋಪಿ ವೃತ್ತದ ಹತ್ತಿರ' },
  'KA-BDV-01': { street: '19, ಬಿ.ಎಚ್. ರಸ್ತೆ, ಹಳೆ ನಗರ' },
  'KA-DVG-01': { area: 'ಪಿ.ಬಿ. ರಸ್ತೆ', street: '341, ಪಿ.ಬಿ. ರಸ್ತೆ, ಜಯದೇವ ವೃತ್ತದ ಹತ್ತಿರ' },
  'KA-HRH-01': { street: '12, ಗಾಂಧಿ ವೃತ್ತ' },
  'KA-CTA-01': { area: 'ಬಿ.ಡಿ. ರಸ್ತೆ', street: '73, ಬಿ.ಡಿ. ರಸ್ತೆ, ಗಾಂಧಿ ವೃತ್ತದ ಹತ್ತಿರ' },
  'KA-HIR-01': { street: '4, ವಾಣಿ ವಿಲಾಸ ರಸ್ತೆ' },
  'KA-CHL-01': { street: '21, ಬೆಂಗಳೂರು ರಸ್ತೆ' },
  'KA-BLY-01': { area: 'ಕಪ್ಪಗಲ್ ರಸ್ತೆ', street: '15, ಕಪ್ಪಗಲ್ ರಸ್ತೆ, ರಾಯಲ್ ವೃತ್ತದ ಹತ್ತಿರ' },
  'KA-HPT-01': { street: '62, ಸ್ಟೇಷನ್ ರಸ್ತೆ' },
  'KA-HUB-01': { area: 'ಕೊಪ್ಪೀಕರ್ ರಸ್ತೆ', street: '101, ಕೊಪ್ಪೀಕರ್ ರಸ್ತೆ' },
  'KA-HUB-02': { area: 'ವಿದ್ಯಾನಗರ', street: '27, ಪಿ.ಬಿ. ರಸ್ತೆ, ವಿದ್ಯಾನಗರ' },
  'KA-DWD-01': { area: 'ಸುಭಾಷ್ ರಸ್ತೆ', street: '38, ಸುಭಾಷ್ ರಸ್ತೆ, ಜುಬಿಲಿ ವೃತ್ತದ ಹತ್ತಿರ' },
  'KA-BGM-01': { area: 'ಖಡೇ ಬಜಾರ್', street: '207, ಖಡೇ ಬಜಾರ್' },
  'KA-BGM-02': { area: 'ತಿಲಕವಾಡಿ', street: '18, ಕಾಂಗ್ರೆಸ್ ರಸ್ತೆ, ತಿಲಕವಾಡಿ' },
  'KA-KLB-01': { area: 'ಸೂಪರ್ ಮಾರ್ಕೆಟ್', street: '9, ಸ್ಟೇಷನ್ ರಸ್ತೆ, ಸೂಪರ್ ಮಾರ್ಕೆಟ್ ಹತ್ತಿರ' },
  'KA-VJP-01': { area: 'ಸ್ಟೇಷನ್ ರಸ್ತೆ', street: '54, ಸ್ಟೇಷನ್ ರಸ್ತೆ, ಗಾಂಧಿ ಚೌಕ್ ಹತ್ತಿರ' },
  'KA-BGK-01': { street: '23, ಸ್ಟೇಷನ್ ರಸ್ತೆ' },
  'KA-RCR-01': { area: 'ಸ್ಟೇಷನ್ ರಸ್ತೆ', street: '31, ಸ್ಟೇಷನ್ ರಸ್ತೆ' },
  'KA-UDP-01': { area: 'ಕೆ.ಎಂ. ಮಾರ್ಗ', street: '12, ಕೆ.ಎಂ. ಮಾರ್ಗ, ಕ್ಲಾಕ್ ಟವರ್ ಹತ್ತಿರ' },
  'KA-MNG-01': { area: 'ಕೆ.ಎಸ್. ರಾವ್ ರಸ್ತೆ', street: '77, ಕೆ.ಎಸ್. ರಾವ್ ರಸ್ತೆ, ಹಂಪನಕಟ್ಟೆ' },
  'KA-MNG-02': { area: 'ಕಂಕನಾಡಿ', street: '5, ಕಂಕನಾಡಿ ಮುಖ್ಯ ರಸ್ತೆ, ಫಳ್ನೀರ್' },
  'KA-PUT-01': { street: '16, ಮುಖ್ಯ ರಸ್ತೆ, ಬಸ್ ನಿಲ್ದಾಣದ ಹತ್ತಿರ' },
  'KA-CKM-01': { area: 'ಎಂ.ಜಿ. ರಸ್ತೆ', street: '42, ಎಂ.ಜಿ. ರಸ್ತೆ' },
  'KA-KDR-01': { street: '7, ಬಿ.ಎಚ್. ರಸ್ತೆ' },
  'KA-KLR-01': { area: 'ಎಂ.ಬಿ. ರಸ್ತೆ', street: '29, ಎಂ.ಬಿ. ರಸ್ತೆ, ಕ್ಲಾಕ್ ಟವರ್ ಹತ್ತಿರ' },
  'KA-KGF-01': {
    area: 'ರಾಬರ್ಟ್‌ಸನ್‌ಪೇಟೆ',
    street: '11, ಗಾಂಧಿ ನಗರ ಮುಖ್ಯ ರಸ್ತೆ, ರಾಬರ್ಟ್‌ಸನ್‌ಪೇಟೆ',
  },
  'KA-CBP-01': { area: 'ಬಿ.ಬಿ. ರಸ್ತೆ', street: '18, ಬಿ.ಬಿ. ರಸ್ತೆ, ಅಂಬೇಡ್ಕರ್ ವೃತ್ತದ ಹತ್ತಿರ' },
  'KA-GBD-01': { street: '3, ಎಂ.ಜಿ. ರಸ್ತೆ' },
  'KA-RMN-01': { area: 'ಬಿ.ಎಂ. ರಸ್ತೆ', street: '64, ಬಿ.ಎಂ. ರಸ್ತೆ' },
  'KA-CPT-01': { street: '20, ಬಿ.ಎಂ. ರಸ್ತೆ' },
  'KA-TPT-01': { street: '35, ಬಿ.ಎಚ್. ರಸ್ತೆ' },
  'KA-SIR-01': { street: '10, ಎನ್‌ಎಚ್ 48, ಬಸ್ ನಿಲ್ದಾಣದ ಹತ್ತಿರ' },
  'KA-MDG-01': { street: '8, ಪಾವಗಡ ರಸ್ತೆ' },
  'KA-KUN-01': { street: '26, ಬಿ.ಎಂ. ರಸ್ತೆ' },
  'KA-GUB-01': { street: '13, ಬಿ.ಎಚ್. ರಸ್ತೆ' },
};
