/** The honeypot: a field people never see or fill; a filled one means a bot. */
export const HONEYPOT_FIELD = 'website';
