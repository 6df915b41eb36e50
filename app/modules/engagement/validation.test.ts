import { describe, expect, it } from 'vitest';
import { formMessages } from '../../../tests/setup/form-messages.ts';
import { ENGAGEMENT_MESSAGES as M } from './forms.ts';
import { ContactSchema, NewsletterSchema, SurveySchema } from './validation.ts';

const CONTACT = {
  name: 'Asha',
  email: 'asha@example.in',
  phone: '98450 12345',
  subject: 'A geyser',
  message: 'Which one for a small bathroom?',
};

describe('the engagement forms answer each field with the spec message', () => {
  it('contact: every field required, then checked', () => {
    expect(formMessages(ContactSchema, CONTACT)).toEqual({});
    expect(
      formMessages(ContactSchema, { name: '', email: '', phone: '', subject: '', message: '' }),
    ).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
      subject: M.subjectRequired,
      message: M.messageRequired,
    });
    expect(formMessages(ContactSchema, { ...CONTACT, email: 'a@b' })).toEqual({
      email: M.emailInvalid,
    });
    expect(formMessages(ContactSchema, { ...CONTACT, name: 'x'.repeat(81) })).toEqual({
      name: 'Name must be at most 80 characters.',
    });
    expect(formMessages(ContactSchema, { ...CONTACT, subject: 'a\u0000' })).toEqual({
      subject: 'Subject contains characters that are not allowed.',
    });
    // The limits are written out in the messages (each is its own translation id).
    expect(formMessages(ContactSchema, { ...CONTACT, subject: 'x'.repeat(151) })).toEqual({
      subject: 'Subject must be at most 150 characters.',
    });
    expect(formMessages(ContactSchema, { ...CONTACT, message: 'x'.repeat(2001) })).toEqual({
      message: 'Message must be at most 2000 characters.',
    });
    // A message's line breaks are text, and count once however the form sends them.
    expect(
      formMessages(ContactSchema, {
        ...CONTACT,
        message: `${'x'.repeat(999)}\r\n${'x'.repeat(1000)}`,
      }),
    ).toEqual({});
  });

  it('the contact form asks for the phone first, then for a number', () => {
    expect(formMessages(ContactSchema, { ...CONTACT, phone: '' })).toEqual({
      phone: M.phoneRequired,
    });
    expect(formMessages(ContactSchema, { ...CONTACT, phone: '12345' })).toEqual({
      phone: M.phoneInvalid,
    });
    // A number, but longer than the field takes.
    expect(
      formMessages(ContactSchema, { ...CONTACT, phone: `98450${' '.repeat(12)}12345` }),
    ).toEqual({ phone: M.phoneInvalid });
    expect(formMessages(ContactSchema, { ...CONTACT, phone: '+91 98450 12345' })).toEqual({});
  });

  it('survey: a name, a phone number and an interest', () => {
    expect(formMessages(SurveySchema, { name: '', phone: '', interest: '' })).toEqual({
      name: M.nameRequired,
      phone: M.surveyPhoneRequired,
      interest: M.messageRequired,
    });
    expect(
      formMessages(SurveySchema, { name: 'Asha', phone: '9845012345', interest: 'x'.repeat(501) }),
    ).toEqual({ interest: 'Message must be at most 500 characters.' });
  });

  it('newsletter: an address, required then valid', () => {
    expect(formMessages(NewsletterSchema, { email: ' ' })).toEqual({ email: M.emailRequired });
    expect(formMessages(NewsletterSchema, { email: 'a @b.c' })).toEqual({ email: M.emailInvalid });
    expect(formMessages(NewsletterSchema, { email: 'asha@example.in', website: '' })).toEqual({});
  });
});
