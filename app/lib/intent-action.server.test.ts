import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from './domain-error.ts';
import { NOT_A_FORM } from './forms.server.ts';
import {
  defineIntent,
  FORM,
  handleForm,
  handleIntents,
  refusal,
  UNKNOWN_INTENT,
} from './intent-action.server.ts';

const post = (fields: Record<string, string>) =>
  new Request('http://shop.test/form', { method: 'POST', body: new URLSearchParams(fields) });

const NameSchema = z.object({
  name: z.string({ error: 'Name is required.' }).min(2, 'Too short.'),
});

const intents = {
  rename: defineIntent({
    schema: NameSchema,
    run: async ({ name }) => {
      if (name === 'taken')
        throw new DomainError('rejected', 'That name is taken.', { field: 'name' });
      if (name === 'gone') throw new DomainError('not_found', 'This item was not found.');
      if (name === 'rows') {
        throw new DomainError('rejected', 'Nothing was imported:', { details: ['Row 2: bad.'] });
      }
      if (name === 'broken') throw new Error('the database is down');
      return { message: `Renamed to ${name}.`, data: { name } };
    },
  }),
};

describe('handleIntents', () => {
  it('answers a body that is not a form with 415, before anything runs', async () => {
    const request = new Request('http://shop.test/form', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"intent":"rename"}',
    });
    const answer = await handleIntents(request, intents);
    expect(answer.init?.status).toBe(415);
    expect(answer.data).toMatchObject({ ok: false, message: NOT_A_FORM });
  });

  it('refuses an intent the action does not name with 400', async () => {
    const answer = await handleIntents(post({ intent: 'explode', name: 'x' }), intents);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ intent: 'explode', ok: false, message: UNKNOWN_INTENT });
    expect(answer.data.result).toBeUndefined();
  });

  it('never takes a name from the object prototype for an intent', async () => {
    const answer = await handleIntents(post({ intent: 'toString' }), intents);
    expect(answer.init?.status).toBe(400);
  });

  it('answers invalid fields with 400, their messages under them and the first as the message', async () => {
    const answer = await handleIntents(post({ intent: 'rename', name: 'x' }), intents);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.message).toBe('Too short.');
    expect(answer.data.result?.error).toEqual({ name: ['Too short.'] });
    expect(answer.data.aboutFields).toBe(true);
  });

  it('turns a DomainError naming a field into its status, with the message under the field', async () => {
    const answer = await handleIntents(post({ intent: 'rename', name: 'taken' }), intents);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      tone: 'danger',
      message: 'That name is taken.',
    });
    expect(answer.data.result?.error).toEqual({ name: ['That name is taken.'] });
    expect(answer.data.aboutFields).toBe(true);
  });

  it('turns any other DomainError into its status and message, for the banner', async () => {
    const answer = await handleIntents(post({ intent: 'rename', name: 'gone' }), intents);
    expect(answer.init?.status).toBe(404);
    expect(answer.data.message).toBe('This item was not found.');
    expect(answer.data.result).toBeUndefined();
    expect(answer.data.aboutFields).toBeUndefined();
  });

  it("hands on a DomainError's details", async () => {
    const answer = await handleIntents(post({ intent: 'rename', name: 'rows' }), intents);
    expect(answer.data.details).toEqual(['Row 2: bad.']);
  });

  it('lets a fault through (500)', async () => {
    await expect(
      handleIntents(post({ intent: 'rename', name: 'broken' }), intents),
    ).rejects.toThrow('the database is down');
  });

  it('answers a done intent with its message, its data and the target it was sent for', async () => {
    const answer = await handleIntents(
      post({ intent: 'rename', name: 'Kettle', itemId: '7' }),
      intents,
      { target: 'itemId' },
    );
    expect(answer.init?.status).toBeUndefined();
    expect(answer.data).toEqual({
      intent: 'rename',
      ok: true,
      tone: 'success',
      message: 'Renamed to Kettle.',
      target: '7',
      data: { name: 'Kettle' },
    });
  });

  it("runs an intent's guard before its form is checked, and answers its refusal", async () => {
    let ran = false;
    const guarded = {
      go: defineIntent({
        schema: NameSchema,
        guard: async () => refusal(429, 'Too many requests.', { headers: { 'Retry-After': '30' } }),
        run: async () => {
          ran = true;
          return 'done';
        },
      }),
    };
    const answer = await handleIntents(post({ intent: 'go' }), guarded);
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get('Retry-After')).toBe('30');
    expect(answer.data.message).toBe('Too many requests.');
    expect(ran).toBe(false);
  });

  it('reads the intent from another field, or from the form itself', async () => {
    const byKind = await handleIntents(post({ kind: 'rename', name: 'Lamp' }), intents, {
      intentOf: 'kind',
    });
    expect(byKind.data.ok).toBe(true);
    const single = await handleForm(post({ name: 'Lamp' }), intents.rename);
    expect(single.data).toMatchObject({ intent: FORM, ok: true });
  });
});
