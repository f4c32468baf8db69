import { describe, expect, it } from 'vitest';
import { bareAddress, discreetForm, linksIn } from './discreet-mail.ts';

describe('the discreet form of an email', () => {
  it('keeps a letter (the newsletter) whole but for its subject', () => {
    const letter = {
      to: 'a@example.com',
      subject: 'HerCircle news: leaving safely',
      text: 'This month…',
      html: '<p>This month…</p>',
      kind: 'letter' as const,
    };
    expect(discreetForm(letter)).toEqual({ ...letter, subject: 'A message is waiting' });
  });

  it('names an attachment plainly and says it is attached', () => {
    const form = discreetForm({
      to: 'a@example.com',
      subject: 'Your HerCircle data',
      text: 'Attached is a copy of everything we held about your account, as you asked.',
      attachments: [{ filename: 'hercircle-data-2026-11-28.json', content: '{}' }],
    });
    expect(form.subject).toBe('Your account');
    expect(form.text).toBe(
      'Hello,\n\nThere is news about your account.\n\nThe file you asked for is attached.\n',
    );
    expect(form.attachments).toEqual([{ filename: 'attachment.json', content: '{}' }]);
  });

  it('keeps the link a sender names, or the first one', () => {
    const text =
      'Someone wrote: https://hc.test/community/posts/4.\nSettings: https://hc.test/settings';
    expect(linksIn(text)).toEqual([
      'https://hc.test/community/posts/4',
      'https://hc.test/settings',
    ]);
    expect(discreetForm({ to: 'a@x.test', subject: 's', text, kind: 'message' }).text).toBe(
      'Hello,\n\nA message is waiting for you. Open this link to read it:\nhttps://hc.test/community/posts/4\n',
    );
    expect(
      discreetForm({
        to: 'a@x.test',
        subject: 's',
        text,
        kind: 'message',
        link: 'https://hc.test/n',
      }).text,
    ).toContain('read it:\nhttps://hc.test/n\n');
  });

  it('sends from the address alone', () => {
    expect(bareAddress('HerCircle <no-reply@example.org>')).toBe('no-reply@example.org');
    expect(bareAddress('no-reply@example.org')).toBe('no-reply@example.org');
  });
});
