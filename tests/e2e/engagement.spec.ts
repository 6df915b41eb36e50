/**
 * Contact Us, the Interest Survey and the newsletter as a shopper meets them: every contact
 * message under its field with nothing sent meanwhile, the success text and the e-mail to
 * the support inbox; the survey's timing (10 s, 'Remind Me Later' 60 s, 'Don't Ask Me' for
 * good) on Playwright's clock, its messages and its success; the footer's newsletter form,
 * its welcome e-mail and the unsubscribe link; and Contact Us for axe.
 */
import type { Page } from '@playwright/test';
import { successBanner } from './support/banners.ts';
import {
  expectFieldError,
  expectFieldValid,
  expectRefusedOnBlur,
} from './support/field-messages.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { allEmails, emailsTo, linkTo, waitForEmail } from './support/mailbox.ts';
import { postsFrom } from './support/network.ts';
import { uniqueEmail } from './support/unique.ts';

const SUPPORT_INBOX = 'support@gruhaappliances.in';

const CONTACT_MESSAGES = {
  Name: 'Name is required',
  Email: 'Email is required',
  Phone: 'Phone is required',
  Subject: 'Subject is required',
  Message: 'Message is required',
} as const;
const SENT = 'Sent an email successfully!';
const SURVEY_DONE = 'Survey submitted successfully!';
const SUBSCRIBED = 'Thank you for subscribing! Watch your inbox for our latest deals and offers.';

const survey = (page: Page) => page.getByRole('dialog', { name: 'Interest Survey' });

/** The survey's timings (SURVEY_TIMING in app/components/survey-modal.tsx). */
const SURVEY_FIRST_OPEN_MS = 10_000;
const SURVEY_CLOSE_AFTER_SUCCESS_MS = 2_000;

type Marked = { surveyScheduled?: boolean };

/**
 * Marks the page once a timer of the survey's first delay is set: its code has loaded,
 * rendered and scheduled the survey. The chunk's arrival was not enough (on a busy machine
 * its code ran after the test had moved the clock on, and the survey never opened). It
 * wraps the fake clock's setTimeout: Playwright runs the context's init scripts, the
 * clock's among them, before a page's.
 */
function markSurveyScheduled(firstOpenMs: number) {
  const fake = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    if (ms === firstOpenMs) (window as Marked).surveyScheduled = true;
    return fake(handler, ms, ...rest);
  }) as typeof window.setTimeout;
}

/**
 * A page on the fake clock, its survey scheduled (its chunk loads once the page is
 * interactive), then the clock paused: from here time moves only when the test moves it.
 */
async function openOnClock(page: Page, path = '/') {
  await page.clock.install();
  await page.addInitScript(markSurveyScheduled, SURVEY_FIRST_OPEN_MS);
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => (window as Marked).surveyScheduled === true))
    .toBe(true);
  await pauseClock(page);
}

/**
 * Stops the page's time where it is now (a moment ahead: it runs while we ask; 50 ms was
 * too little on a busy machine, and the steps below are whole seconds from any boundary).
 * When the machine stalls even longer between reading the time and pausing, that moment
 * is already past (pauseAt refuses it): read the time again.
 */
async function pauseClock(page: Page) {
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  }).toPass();
}

test.describe('Contact Us', () => {
  test('says what each field needs, sends nothing meanwhile, then sends and clears', async ({
    page,
  }) => {
    await page.goto('/contactus');
    await expect(page).toHaveTitle('Contact Us | Gruha Appliances');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const posts = postsFrom(page);
    const send = page.getByRole('button', { name: 'Send Message' });
    // Side by side (on a desktop), Phone's hint leaves Subject's box as it is.
    const [phone, subject] = await Promise.all([
      field(page, 'Phone').boundingBox(),
      field(page, 'Subject').boundingBox(),
    ]);
    if (phone && subject && Math.abs(phone.x - subject.x) > 10) {
      expect(subject.y).toBe(phone.y);
      expect(subject.height).toBe(phone.height);
    }

    await send.click();
    for (const [label, message] of Object.entries(CONTACT_MESSAGES)) {
      await expectFieldError(field(page, label), message);
    }
    // Spaces are not an answer, and the e-mail must look like x@y.z.
    await field(page, 'Name').fill('   ');
    await field(page, 'Email').fill('meera@example');
    await send.click();
    await expectFieldError(field(page, 'Name'), 'Name is required');
    await expectFieldError(field(page, 'Email'), 'Email is invalid');
    await expectRefusedOnBlur(
      field(page, 'Phone'),
      '98450',
      'Please enter a valid 10 digit phone number.',
    );
    expect(posts, 'no request while any field is wrong').toEqual([]);

    const email = uniqueEmail('Meera');
    const before = allEmails().at(-1);
    await field(page, 'Name').fill('Meera Iyer');
    await field(page, 'Email').fill(email);
    // As people write it: the +91 and the spaces are fine.
    await field(page, 'Phone').fill('+91 98450 12345');
    await field(page, 'Subject').fill('Chimney installation');
    await field(page, 'Message').fill('Do you install chimneys in Tumakuru?\nThank you.');
    for (const label of Object.keys(CONTACT_MESSAGES)) await expectFieldValid(field(page, label));
    await send.click();

    const status = successBanner(page, SENT);
    await expect(status).toBeVisible();
    expect(posts).toHaveLength(1);
    for (const label of Object.keys(CONTACT_MESSAGES))
      await expect(field(page, label)).toHaveValue('');
    // Shown briefly.
    await expect(status).toBeHidden({ timeout: 8_000 });

    const mail = await waitForEmail(SUPPORT_INBOX, before ? { after: before } : {});
    expect(mail.subject).toBe('Contact Us: Chimney installation');
    expect(mail.text).toContain(email);
    expect(mail.text).toContain('Do you install chimneys in Tumakuru?');
    expect(mail.text).toContain('9845012345');
  });

  test('shows the head office, phone, WhatsApp, e-mail, hours and the map link', async ({
    page,
  }) => {
    await page.goto('/contactus');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(breadcrumb.getByText('Contact Us')).toHaveAttribute('aria-current', 'page');
    const office = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Head office' }) });
    await expect(office).toContainText('Tumakuru, Karnataka 572101');
    await expect(office.getByRole('link', { name: '+91 98450 72101' })).toHaveAttribute(
      'href',
      'tel:+919845072101',
    );
    await expect(office.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/919845072101',
    );
    await expect(office.getByRole('link', { name: 'sales@gruhaappliances.in' })).toHaveAttribute(
      'href',
      'mailto:sales@gruhaappliances.in',
    );
    await expect(office).toContainText('09:00 AM to 07:00 PM');
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=13\.3409,77\.101$/,
    );
  });

  test('has no serious accessibility violation, with its messages showing too', async ({
    page,
  }) => {
    await page.goto('/contactus');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectFieldError(field(page, 'Name'), 'Name is required');
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server says what each field needs, then sends', async ({ page }) => {
      await page.goto('/contactus');
      await page.getByRole('button', { name: 'Send Message' }).click();
      for (const [label, message] of Object.entries(CONTACT_MESSAGES)) {
        await expectFieldError(field(page, label), message);
      }
      await field(page, 'Name').fill('Ravi');
      await field(page, 'Email').fill(uniqueEmail('Ravi'));
      await field(page, 'Phone').fill('9900112233');
      await field(page, 'Subject').fill('Sofa cum bed');
      await field(page, 'Message').fill('Is the 3 seater in stock?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(successBanner(page, SENT)).toBeVisible();
      await expect(field(page, 'Name')).toHaveValue('');
    });
  });
});

test.describe('Interest Survey', () => {
  test.use({ survey: true });
  test('opens 10 seconds after the page loads', async ({ page }) => {
    await openOnClock(page);
    // Scheduled a moment before the clock was paused.
    await page.clock.fastForward('00:08');
    await expect(survey(page)).toBeHidden();
    await page.clock.fastForward('00:03');
    await expect(survey(page)).toBeVisible();
    await expect(survey(page).getByLabel('Name', { exact: true })).toBeVisible();
    await expect(survey(page).getByLabel('Phone number')).toBeVisible();
    await expect(survey(page).getByLabel('What are you interested in?')).toBeVisible();
  });

  test("'Remind Me Later' closes it until 60 seconds later; Escape does the same", async ({
    page,
  }) => {
    await openOnClock(page);
    await page.clock.fastForward('00:11');
    await survey(page).getByRole('button', { name: 'Remind Me Later' }).click();
    await expect(survey(page)).toBeHidden();
    await page.clock.fastForward('00:58');
    await expect(survey(page)).toBeHidden();
    await page.clock.fastForward('00:03');
    await expect(survey(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(survey(page)).toBeHidden();
    await page.clock.fastForward('00:58');
    await expect(survey(page)).toBeHidden();
    await page.clock.fastForward('00:03');
    await expect(survey(page)).toBeVisible();
  });

  test("'Don't Ask Me' closes it for good, across pages", async ({ page }) => {
    await openOnClock(page);
    await page.clock.fastForward('00:11');
    await survey(page).getByRole('button', { name: "Don't Ask Me" }).click();
    await expect(survey(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('dontAskSurvey'))).toBeTruthy();
    await page.clock.fastForward('05:00');
    await expect(survey(page)).toBeHidden();

    await page.goto('/contactus');
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward('02:00');
    await expect(survey(page)).toBeHidden();
  });

  test('waits while the shopper is typing in a field', async ({ page }) => {
    await openOnClock(page);
    const newsletter = page.getByRole('contentinfo').getByLabel('Email address');
    await newsletter.focus();
    await page.clock.fastForward('00:15');
    await expect(survey(page)).toBeHidden();
    await newsletter.blur();
    await page.clock.fastForward('00:03');
    await expect(survey(page)).toBeVisible();
  });

  test('waits while the shopper moves through the page by keyboard', async ({ page }) => {
    await openOnClock(page);
    await page.clock.fastForward('00:08');
    await page.keyboard.press('Tab');
    await page.clock.fastForward('00:03');
    await expect(survey(page)).toBeHidden();
    await page.keyboard.press('Tab');
    await page.clock.fastForward('00:03');
    await expect(survey(page)).toBeHidden();
    // Five quiet seconds: then it asks.
    await page.clock.fastForward('00:04');
    await expect(survey(page)).toBeVisible();
  });

  test('says what is missing, then thanks the shopper and closes 2 seconds later, for good', async ({
    page,
  }) => {
    await openOnClock(page, '/categories');
    await page.clock.fastForward('00:11');
    const dialog = survey(page);
    const posts = postsFrom(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectFieldError(dialog.getByLabel('Name', { exact: true }), 'Name is required');
    await expectFieldError(dialog.getByLabel('Phone number'), 'Phone number is required');
    await expectFieldError(dialog.getByLabel('What are you interested in?'), 'Message is required');
    // Values are trimmed: spaces are still missing.
    await dialog.getByLabel('Name', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectFieldError(dialog.getByLabel('Name', { exact: true }), 'Name is required');
    expect(posts, 'no request while any field is wrong').toEqual([]);

    await dialog.getByLabel('Name', { exact: true }).fill('  Asha Gowda ');
    await dialog.getByLabel('Phone number').fill('9845072101');
    await dialog.getByLabel('What are you interested in?').fill('A 25 litre geyser');
    // The router needs its timers to send the answer: the page's time moves on in small
    // steps until the answer is in, and only as the test moves it (a busy machine's
    // slowness must not count as the 2 seconds the message stays).
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(dialog.getByRole('status')).toHaveText(SURVEY_DONE, { timeout: 100 });
    }).toPass();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url()).toMatch(/\/survey\.data/);
    await page.clock.fastForward(SURVEY_CLOSE_AFTER_SUCCESS_MS - 400);
    await expect(dialog).toBeVisible();
    await page.clock.fastForward(600);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('dontAskSurvey'))).toBeTruthy();
    await page.clock.fastForward('02:00');
    await expect(dialog).toBeHidden();
  });

  test('says so when the answer cannot be sent, and stays open', async ({ page }) => {
    await page.route('**/survey.data*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/x-script', body: 'not a reply' }),
    );
    await openOnClock(page);
    await page.clock.fastForward('00:11');
    const dialog = survey(page);
    await dialog.getByLabel('Name', { exact: true }).fill('Asha');
    await dialog.getByLabel('Phone number').fill('9845072101');
    await dialog.getByLabel('What are you interested in?').fill('Mixer grinder');
    await page.clock.resume();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Error submitting survey. Please try again.',
    );
    await page.clock.fastForward('00:05');
    await expect(dialog).toBeVisible();
  });
});

test.describe('Newsletter', () => {
  test('refuses an invalid address, subscribes, and the e-mailed link unsubscribes', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email address');
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    const posts = postsFrom(page);
    // The form's own checks arrive with its chunk, after the page has hydrated (before
    // that the browser's checks stand in): they take over when the form stops validating.
    await expect(email.locator('xpath=ancestor::form')).toHaveAttribute('novalidate', '');

    await subscribe.click();
    await expectFieldError(email, 'Email is required');
    await email.fill('asha.example.com');
    await subscribe.click();
    await expectFieldError(email, 'Email is invalid');
    expect(posts, 'no request while the address is wrong').toEqual([]);

    const address = uniqueEmail('Asha');
    await email.fill(address);
    await expectFieldValid(email);
    await subscribe.click();
    const message = footer.getByRole('status').filter({ hasText: SUBSCRIBED });
    await expect(message).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page).toHaveURL('/');
    // Shown for 3 seconds.
    await expect(message).toBeHidden({ timeout: 5_000 });

    // Twice is not an error: the same answer, and no second e-mail.
    await email.fill(address);
    await subscribe.click();
    await expect(message).toBeVisible();

    const welcome = await waitForEmail(address);
    await page.waitForTimeout(1_000);
    expect(emailsTo(address)).toHaveLength(1);
    const unsubscribe = linkTo(welcome, '/unsubscribe/');
    await page.goto(unsubscribe);
    await expect(page.getByText(`Stop sending the newsletter to ${address}?`)).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(successBanner(page, 'You have been unsubscribed.')).toBeVisible();
    await expect(page.getByText(`${address} is unsubscribed.`)).toBeVisible();
  });
});
