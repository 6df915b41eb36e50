import { describe, expect, it } from 'vitest';
import { isInAppBrowser, paymentCallbackPath } from './checkout-mode.ts';

describe('isInAppBrowser', () => {
  it.each([
    // Android WebView (an app's own browser), Instagram, Facebook, WhatsApp, LINE.
    'Mozilla/5.0 (Linux; Android 13; SM-A146B Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/446.0]',
    'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36 WhatsApp/2.23',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/13.1.0',
  ])('redirect mode for %s', (userAgent) => {
    expect(isInAppBrowser(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  ])('the handler in %s', (userAgent) => {
    expect(isInAppBrowser(userAgent)).toBe(false);
  });

  it('names the callback of an order', () => {
    expect(paymentCallbackPath('abc123xyz')).toBe('/api/v1/payments/callback/abc123xyz');
  });
});
