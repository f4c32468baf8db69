import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@hercircle/shared/languages';
import { createTestDatabase } from './db.ts';
import { fakeSmtp } from './fake-smtp.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from './harness.ts';
import { createMailer, type Mailer } from '../src/lib/mailer.ts';
import { sendNotificationEmails } from '../src/features/notifications/notification-emails.ts';
import { statementsTask } from '../src/features/fair-process/decisions.service.ts';
import { sendQueuedNewsletters } from '../src/features/newsletter/newsletter-issues.service.ts';

/**
 * Issue 34: every email speaks her language (`users.language`; for mail answering a request of
 * hers while she has none, the language of that request's page), with dates in her language and
 * zone; English stays as it was. Mail goes to a fake SMTP server, so the tests read the outbox (the
 * text she gets) and the raw message (its HTML part and headers).
 */

const ORIGIN = 'https://hercircle.example';
const quiet = { info: () => undefined, warn: () => undefined };
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let h: Harness;
let mailer: Mailer;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  smtp = await fakeSmtp();
  h = await createHarness(await createTestDatabase(), { SMTP_URL: smtp.url });
  mailer = createMailer(h.db, { smtpUrl: smtp.url, from: 'HerCircle <hc@x.test>', log: quiet });
  admin = await signUp(h, { role: 'admin', first_name: 'Nadia' });
  otherAdmin = await signUp(h, { role: 'admin', first_name: 'Sana' });
}, 60_000);
afterAll(async () => {
  mailer?.close();
  smtp?.close();
  await h?.close();
});

type Res = { statusCode: number; json(): { data: Record<string, any> } }; // eslint-disable-line @typescript-eslint/no-explicit-any
let ip = 0;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: { token?: string; payload?: object; headers?: Record<string, string> } = {},
) =>
  h.app.inject({
    method,
    url: `/api/v1${path}`,
    remoteAddress: `10.34.0.${(ip = (ip % 250) + 1)}`,
    headers: { ...(opts.token ? auth(opts.token) : {}), ...opts.headers },
    ...(opts.payload ? { payload: opts.payload } : {}),
  }) as unknown as Promise<Res>;

/** A member whose own language (null: not chosen) and time zone are these. */
async function member(
  language: Language | null,
  opts: { first_name?: string; time_zone?: string } = {},
): Promise<TestUser> {
  const m = await signUp(h, { first_name: opts.first_name ?? 'Noor' });
  await h.db
    .updateTable('users')
    .set({ language, time_zone: opts.time_zone ?? null })
    .where('id', '=', m.id)
    .execute();
  return m;
}

/** Her newest email as the outbox keeps it (the text she reads, secrets redacted once sent). */
const lastMail = (email: string) =>
  h.db
    .selectFrom('outbox_emails')
    .select(['subject', 'body_text'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** Her newest raw message, its headers and its parts decoded. */
function rawTo(email: string) {
  const raw = smtp.received.filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
  const head = raw.slice(0, raw.indexOf('\n\n'));
  const parts = raw.split(/\n--[^\n]+\n/).slice(1);
  const decode = (part: string) => {
    const split = part.indexOf('\n\n');
    const headers = part.slice(0, split);
    const body = part.slice(split + 2);
    if (/Content-Transfer-Encoding: base64/i.test(headers))
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    return body;
  };
  const html = parts.find((p) => /Content-Type: text\/html/i.test(p.slice(0, p.indexOf('\n\n'))));
  return {
    header: (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim(),
    html: html === undefined ? undefined : decode(html),
  };
}

/** An Arabic email carries an HTML part laid out right to left, and says its language. */
function expectRightToLeft(email: string) {
  const raw = rawTo(email);
  expect(raw.header('Content-Language')).toBe('ar');
  expect(raw.html).toContain('<html lang="ar" dir="rtl">');
  expect(raw.html).toMatch(/<body dir="rtl" lang="ar"/);
}

const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, 'LINK');

describe('account emails', () => {
  it('a password reset speaks her language; English is as it was', async () => {
    const ana = await member('es', { first_name: 'Ana' });
    const layla = await member('ar', { first_name: 'Layla' });
    const emma = await member(null, { first_name: 'Emma' });
    for (const m of [ana, layla, emma])
      expect(
        (await call('POST', '/auth/forgot-password', { payload: { email: m.email } })).statusCode,
      ).toBe(200);

    const es = await lastMail(ana.email);
    expect(es.subject).toBe('Restablece tu contraseña de HerCircle');
    expect(withoutLinks(es.body_text)).toBe(
      'Hola, Ana:\n\nAlguien pidió restablecer la contraseña de tu cuenta de HerCircle. Si fuiste tú, abre este enlace antes de que pase una hora:\n\nLINK\n\nSi no fuiste tú, ignora este correo: tu contraseña sigue siendo la misma.\n\nHerCircle',
    );
    expect(rawTo(ana.email).header('Content-Language')).toBe('es');

    const ar = await lastMail(layla.email);
    expect(ar.subject).toBe('إعادة تعيين كلمة مروركِ على HerCircle');
    expect(ar.body_text).toMatch(/^مرحبًا Layla،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابكِ/);
    expectRightToLeft(layla.email);

    const en = await lastMail(emma.email);
    expect(en.subject).toBe('Reset your HerCircle password');
    expect(withoutLinks(en.body_text)).toBe(
      'Hi Emma,\n\nSomeone asked to reset the password of your HerCircle account. If it was you, open this link within an hour:\n\nLINK\n\nIf it was not you, ignore this email: your password stays as it is.\n\nHerCircle',
    );
    expect(rawTo(emma.email).html).toBeUndefined();
    expect(rawTo(emma.email).header('Content-Language')).toBeUndefined();
  });

  it('with no language of her own, mail she asked for speaks the language of the page she asked from', async () => {
    const lucia = await member(null, { first_name: 'Lucía' });
    await call('POST', '/auth/forgot-password', {
      payload: { email: lucia.email },
      headers: { cookie: 'hc_lang=es' },
    });
    expect((await lastMail(lucia.email)).subject).toBe('Restablece tu contraseña de HerCircle');
    await call('POST', '/auth/forgot-password', {
      payload: { email: lucia.email },
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
    });
    expect((await lastMail(lucia.email)).subject).toBe('إعادة تعيين كلمة مروركِ على HerCircle');
    // Her own language wins over the page's.
    await h.db.updateTable('users').set({ language: 'es' }).where('id', '=', lucia.id).execute();
    await call('POST', '/auth/forgot-password', {
      payload: { email: lucia.email },
      headers: { cookie: 'hc_lang=ar' },
    });
    expect((await lastMail(lucia.email)).subject).toBe('Restablece tu contraseña de HerCircle');
  });

  it('the sign-up confirmation speaks the language of the sign-up page', async () => {
    const register = async (email: string, headers: Record<string, string>) => {
      const res = await call('POST', '/auth/register', {
        payload: {
          email,
          password: 'violet-harbour-lantern',
          first_name: 'Rim',
          last_name: 'Aziz',
        },
        headers,
      });
      expect(res.statusCode).toBe(201);
      return lastMail(email);
    };
    const es = await register(`signup-es-${Date.now()}@example.com`, {
      'accept-language': 'es-MX,es;q=0.9',
    });
    expect(es.subject).toBe('Confirma tu correo electrónico de HerCircle');
    expect(es.body_text).toContain('en las próximas 24 horas');
    const arEmail = `signup-ar-${Date.now()}@example.com`;
    const ar = await register(arEmail, { cookie: 'hc_lang=ar', 'accept-language': 'es' });
    expect(ar.subject).toBe('أكّدي عنوان بريدكِ الإلكتروني على HerCircle');
    expect(ar.body_text).toContain('خلال 24 ساعة');
    expectRightToLeft(arEmail);
    const en = await register(`signup-en-${Date.now()}@example.com`, {});
    expect(en.subject).toBe('Confirm your HerCircle email address');
    expect(withoutLinks(en.body_text)).toBe(
      'Hi Rim,\n\nPlease confirm that this is your email address: open this link within 24 hours and press the button.\n\nLINK\n\nIf you did not create a HerCircle account, ignore this email: nothing more happens without the link.\n\nHerCircle',
    );
  });

  it('an admin’s change of her address is told in her language at both addresses', async () => {
    const sofia = await member('es', { first_name: 'Sofía' });
    const newEmail = `sofia-new-${Date.now()}@example.com`;
    const res = await call('PUT', `/admin/users/${sofia.id}`, {
      token: admin.token,
      payload: { email: newEmail },
    });
    expect(res.statusCode).toBe(200);
    expect((await lastMail(newEmail)).subject).toBe(
      'Confirma tu nueva dirección de correo de HerCircle',
    );
    expect((await lastMail(sofia.email)).subject).toBe(
      'Se pidió cambiar tu dirección de correo de HerCircle',
    );
  });

  it('the sign-in code speaks her language and its code is redacted once sent', async () => {
    const ines = await member('es');
    const huda = await member('ar');
    for (const m of [ines, huda])
      expect(
        (await call('POST', '/auth/email-code', { payload: { email: m.email } })).statusCode,
      ).toBe(202);
    const es = await lastMail(ines.email);
    expect(es.subject).toBe('Tu código para iniciar sesión en HerCircle');
    expect(es.body_text).toContain('Este es tu código: [redacted]');
    expect(es.body_text).toContain('en los próximos 10 minutos');
    const ar = await lastMail(huda.email);
    expect(ar.subject).toBe('رمز تسجيل الدخول إلى HerCircle');
    expect(ar.body_text).toContain('إليكِ الرمز: [redacted]');
    expect(ar.body_text).toContain('خلال 10 دقائق');
    expect(ar.body_text).not.toMatch(/\d{6}/);
    expectRightToLeft(huda.email);
  });

  it('a new sign-in alert speaks her language, the moment in her zone', async () => {
    const marta = await member('es', { first_name: 'Marta', time_zone: 'Europe/Madrid' });
    const res = await call('POST', '/auth/login', {
      payload: { email: marta.email, password: marta.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      },
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMail(marta.email);
    expect(mail.subject).toBe('Nuevo inicio de sesión en tu cuenta de HerCircle');
    expect(mail.body_text).toContain('Firefox en Windows');
    expect(mail.body_text).toMatch(/\d{1,2} de \p{L}+ de \d{4} a las \d{1,2}:\d\d CES?T/u);
  });

  it('the deletion email and the data export speak her language, the day in it', async () => {
    const dana = await member('ar', { first_name: 'Dana', time_zone: 'Asia/Dubai' });
    const res = await call('POST', '/account/deletion-request', {
      token: dana.token,
      payload: { confirmDataLoss: true, confirmPermanent: true, exportData: true },
    });
    expect(res.statusCode).toBe(201);
    const mails = await h.db
      .selectFrom('outbox_emails')
      .select(['subject', 'body_text'])
      .where('to_address', '=', dana.email)
      .orderBy('id')
      .execute();
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain('بياناتكِ على HerCircle');
    const deletion = mails.find((m) => m.subject === 'سيُحذف حسابكِ على HerCircle');
    expect(deletion?.body_text).toMatch(/سيُحذف نهائيًا مع بياناتكِ الشخصية في \d+ \p{L}+ \d{4}\./u);
    expectRightToLeft(dana.email);
  });
});

describe('moderation emails', () => {
  it('a report’s receipt speaks her language, the time in her zone', async () => {
    const author = await member(null);
    const rosa = await member('es', { first_name: 'Rosa', time_zone: 'America/Mexico_City' });
    const owner = await h.caller(author.token);
    const group = (await owner.community.create({ name: 'Círculo', description: 'Un grupo' }))
      .group;
    const post = (await owner.community.post({ id: group.id, content: 'Algo cruel' })).post;
    await (await h.caller(rosa.token)).community.join({ id: group.id });
    const res = await call('POST', '/reports', {
      token: rosa.token,
      payload: { target_type: 'post', target_id: post.id, reason: 'harassment' },
    });
    expect(res.statusCode).toBe(201);
    const reference = `R-${res.json().data.report.id}`;
    const mail = await lastMail(rosa.email);
    expect(mail.subject).toBe(`Recibimos tu reporte ${reference}`);
    expect(mail.body_text).toContain('Qué: Una publicación');
    expect(mail.body_text).toContain('Categoría: Acoso o intimidación');
    expect(mail.body_text).toMatch(/Recibido: \d+ de \p{L}+ de \d{4} a las \d+:\d\d (GMT-6|CST)/u);
    expect(mail.body_text).not.toContain('Algo cruel');
  });

  it('the statement of reasons and the appeal’s outcome speak her language, dates in her zone', async () => {
    const salma = await member('ar', { first_name: 'Salma', time_zone: 'Africa/Cairo' });
    const res = await call('POST', `/admin/users/${salma.id}/suspend`, {
      token: admin.token,
      payload: { days: 3, reason: 'Following a member from group to group' },
    });
    expect(res.statusCode).toBe(200);
    await statementsTask(h.db, mailer, { origin: ORIGIN, tickMs: 1000 }).run(new Date());
    const statement = await lastMail(salma.email);
    expect(statement.subject).toBe('قرار إشراف بشأن حسابكِ على HerCircle');
    expect(statement.body_text).toMatch(/^مرحبًا Salma،\n\nعُلِّق حسابكِ حتى \d+ \p{L}+ \d{4} /u);
    expect(statement.body_text).toContain('السبب: Following a member from group to group');
    expect(statement.body_text).toContain('القاعدة: لم تُحدَّد قاعدة');
    expect(statement.body_text).toContain('يمكنكِ الطعن فيه حتى');
    expectRightToLeft(salma.email);

    const decisions = await call('GET', '/moderation/decisions/mine', { token: salma.token });
    const decision = decisions.json().data.decisions[0] as { id: number };
    const appeal = await call('POST', `/moderation/decisions/${decision.id}/appeal`, {
      token: salma.token,
      payload: { text: 'I only answered her questions in two groups.' },
    });
    expect(appeal.statusCode).toBe(201);
    const decided = await call('POST', `/admin/appeals/${appeal.json().data.appeal.id}/decide`, {
      token: otherAdmin.token,
      payload: { outcome: 'reversed', reason: 'She was answering questions' },
    });
    expect(decided.statusCode).toBe(200);
    const outcome = await lastMail(salma.email);
    expect(outcome.subject).toBe('صدر قرار بشأن طعنكِ');
    expect(outcome.body_text).toContain('نظرت مديرة أخرى في طعنكِ على هذا القرار:');
    expect(outcome.body_text).toContain('أُلغي القرار وأُبطلت آثاره.');
  });
});

describe('notification emails', () => {
  let groupId: number;
  let fay: TestUser;
  const later = (days: number) => new Date(Date.now() + days * 86_400_000);

  beforeAll(async () => {
    const owner = await member(null, { first_name: 'Olu' });
    groupId = (
      await (
        await h.caller(owner.token)
      ).community.create({
        name: 'Career Changers',
        description: 'Starting over at work',
      })
    ).group.id;
    fay = await member(null, { first_name: 'Fay' });
    await (await h.caller(fay.token)).community.join({ id: groupId });
  });

  async function repliedTo(m: TestUser) {
    await (await h.caller(m.token)).community.join({ id: groupId });
    const post = (await (await h.caller(m.token)).community.post({ id: groupId, content: 'Hi?' }))
      .post;
    await (await h.caller(fay.token)).community.createReply({ id: post.id, content: 'Hello!' });
  }
  const frequency = (m: TestUser, email_frequency: 'immediate' | 'daily') =>
    h.db.updateTable('users').set({ email_frequency }).where('id', '=', m.id).execute();

  it('an immediate email speaks her language, its footer too', async () => {
    const elena = await member('es', { first_name: 'Elena' });
    await frequency(elena, 'immediate');
    await repliedTo(elena);
    await sendNotificationEmails(h.db, mailer, { origin: ORIGIN, now: new Date() });
    const mail = await lastMail(elena.email);
    expect(mail.subject).toBe('Fay respondió a tu publicación en Career Changers');
    expect(mail.body_text).toMatch(
      /^Hola, Elena:\n\nFay respondió a tu publicación en Career Changers\n/,
    );
    expect(mail.body_text).toContain(
      'Recibes un correo por cada notificación. Elige la frecuencia en Ajustes: https://hercircle.example/settings',
    );
    expect(mail.body_text).toContain('Deja de recibir correos de notificaciones con un clic: ');
  });

  it('the daily digest speaks her language, and English is as it was', async () => {
    const amal = await member('ar', { first_name: 'Amal' });
    const amara = await member(null, { first_name: 'Amara' });
    for (const m of [amal, amara]) {
      await frequency(m, 'daily');
      await repliedTo(m);
    }
    await sendNotificationEmails(h.db, mailer, { origin: ORIGIN, now: later(2) });
    const ar = await lastMail(amal.email);
    expect(ar.subject).toBe('ملخصكِ من HerCircle: إشعار جديد واحد');
    expect(withoutLinks(ar.body_text)).toBe(
      'مرحبًا Amal،\n\nما فاتكِ على HerCircle (إشعار جديد واحد):\n\n- ردّت Fay على منشوركِ في Career Changers\n  LINK\n\n--\nتصلكِ رسالة واحدة في اليوم عندما تكون لديكِ إشعارات غير مقروءة. اختاري عدد المرات من الإعدادات: LINK\nأوقفي رسائل الإشعارات بنقرة واحدة: LINK\n',
    );
    expectRightToLeft(amal.email);
    const en = await lastMail(amara.email);
    expect(en.subject).toBe('Your HerCircle digest: 1 new notification');
    expect(withoutLinks(en.body_text)).toBe(
      'Hi Amara,\n\nWhat you missed on HerCircle (1 new notification):\n\n- Fay replied to your post in Career Changers\n  LINK\n\n--\nYou get one email a day when you have unread notifications. Choose how often in Settings: LINK\nStop notification emails in one click: LINK\n',
    );
  });

  it('discreet mail stays discreet in her language', async () => {
    const nadia = await member('es', { first_name: 'Nadia' });
    await h.db
      .updateTable('users')
      .set({ discreet_email: true })
      .where('id', '=', nadia.id)
      .execute();
    await frequency(nadia, 'immediate');
    await repliedTo(nadia);
    await sendNotificationEmails(h.db, mailer, { origin: ORIGIN, now: new Date() });
    const mail = await lastMail(nadia.email);
    expect(mail.subject).toBe('Tienes un mensaje');
    expect(mail.body_text).toMatch(
      /^Hola:\n\nTienes un mensaje esperándote\. Abre este enlace para leerlo:\nhttps:\/\/\S+\n\nPara dejar de recibir estos correos: https:\/\/\S+\n$/,
    );
    expect(`${mail.subject}${mail.body_text}`).not.toMatch(/hercircle\b(?!\.example)/i);
    expect(rawTo(nadia.email).header('From')).not.toContain('HerCircle');
  });
});

describe('letters', () => {
  it('a newsletter’s frame speaks her language; the issue stays as its admin wrote it', async () => {
    const yara = await member('ar', { first_name: 'Yara' });
    expect(
      (
        await call('POST', '/newsletter/subscribe', {
          token: yara.token,
          payload: { email: yara.email },
        })
      ).statusCode,
    ).toBeLessThan(300);
    const issue = await call('POST', '/admin/newsletter/issues', {
      token: admin.token,
      payload: { subject: 'Spring news', body: 'Our **spring** meetups are here.' },
    });
    const id = issue.json().data.issue.id as number;
    expect(
      (await call('POST', `/admin/newsletter/issues/${id}/send`, { token: admin.token }))
        .statusCode,
    ).toBe(200);
    await sendQueuedNewsletters(h.db, mailer, { origin: ORIGIN, now: new Date() });
    const mail = await lastMail(yara.email);
    expect(mail.subject).toBe('Spring news');
    expect(mail.body_text).toMatch(
      /^Our spring meetups are here\.\n\n--\nتصلكِ هذه الرسالة لأنكِ اشتركتِ في نشرة HerCircle الإخبارية\.\nألغي الاشتراك بنقرة واحدة: https:\/\//,
    );
    const { html } = rawTo(yara.email);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body dir="rtl" lang="ar"');
    expect(html).toContain('<div dir="auto"><p>Our <strong>spring</strong> meetups are here.</p>');
  });

  it('the newsletter form’s confirmation speaks the language of its page', async () => {
    const email = `reader-${Date.now()}@example.com`;
    await call('POST', '/newsletter/subscribe', {
      payload: { email },
      headers: { cookie: 'hc_lang=es' },
    });
    const mail = await lastMail(email);
    expect(mail.subject).toBe('Confirma tu suscripción al boletín de HerCircle');
    expect(mail.body_text).toMatch(/^Hola:\n\nAlguien, seguramente tú, pidió recibir/);
  });

  it('an admin’s answer to her contact message comes in a frame in her language', async () => {
    const carmen = await member('es', { first_name: 'Carmen', time_zone: 'Europe/Madrid' });
    const sent = await call('POST', '/contact', {
      payload: {
        name: 'Carmen',
        email: carmen.email,
        subject: 'Voluntariado',
        message: '¿Puedo ayudar?',
      },
    });
    expect(sent.statusCode).toBe(201);
    const inbox = await call('GET', '/admin/inbox/contact?search=Voluntariado', {
      token: admin.token,
    });
    const message = inbox.json().data.messages[0] as { id: number };
    const reply = await call('POST', `/admin/inbox/contact/${message.id}/reply`, {
      token: admin.token,
      payload: { text: '¡Claro que sí!' },
    });
    expect(reply.statusCode).toBe(201);
    const mail = await lastMail(carmen.email);
    expect(mail.subject).toBe('Re: Voluntariado');
    expect(mail.body_text).toMatch(
      /^Hola, Carmen:\n\n¡Claro que sí!\n\nHerCircle\n\nNos escribiste el \d+ de \p{L}+ de \d{4} a las \d+:\d\d CES?T:\n> ¿Puedo ayudar\?\n$/u,
    );
  });
});
