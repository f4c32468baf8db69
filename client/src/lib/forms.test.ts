import { afterEach, describe, expect, it } from 'vitest';
import { MSG, registerInput } from '@hercircle/shared';
import { zodValidate } from './forms.ts';
import { errorMessage, waitText } from './errors.ts';
import { loadMessagePack } from './message-pack.ts';

// The page's language is its <html lang>, as the server renders it (issue 34); a page in another
// language than English loads its messages in the background (message-pack.ts).
const inLanguage = (lang: 'en' | 'es' | 'ar') => {
  document.documentElement.setAttribute('lang', lang);
  return loadMessagePack(lang);
};
afterEach(() => void inLanguage('en'));

const validate = zodValidate(registerInput);
const wrong = {
  email: '',
  password: 'short',
  first_name: 'x'.repeat(81),
  last_name: 'Lind',
  discreet_email: 'yes',
};

describe('zodValidate', () => {
  it('gives each field the shared schema’s message, in English on an English page', () => {
    expect(validate(wrong)).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      first_name: 'Must be at most 80 characters',
      discreet_email: 'Invalid input: expected boolean, received string',
    });
  });

  it('on a Spanish page, in Spanish: the schema’s texts, their limits and zod’s own', async () => {
    await inLanguage('es');
    expect(validate(wrong)).toEqual({
      email: 'El correo electrónico es obligatorio',
      password: 'La contraseña debe tener al menos 8 caracteres',
      first_name: 'Debe tener como máximo 80 caracteres',
      discreet_email: 'Entrada inválida: se esperaba booleano, recibido texto',
    });
  });

  it('on an Arabic page, in Arabic', async () => {
    await inLanguage('ar');
    expect(validate({ ...wrong, email: 'not-an-address' }).email).toBe(
      'عنوان البريد الإلكتروني غير صالح',
    );
  });
});

describe('errorMessage and waitText', () => {
  it('the fallback speaks the page’s language', async () => {
    expect(errorMessage(new Error('Failed to fetch'))).toBe(MSG.apiRequestFailed);
    await inLanguage('es');
    expect(errorMessage(new Error('Failed to fetch'), MSG.loginFailed)).toBe(
      'No se pudo iniciar sesión. Inténtalo de nuevo.',
    );
    // A fallback the catalogue does not know (already translated by the page) stays as it is.
    expect(errorMessage(undefined, 'Ya traducido')).toBe('Ya traducido');
  });

  it('says how long to wait with each language’s plural forms', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(840)).toBe('14 minutes');
    expect(waitText(61, 'es')).toBe('2 minutos');
    expect(waitText(1, 'es')).toBe('1 segundo');
    expect(waitText(1, 'ar')).toBe('ثانية واحدة');
    expect(waitText(120, 'ar')).toBe('دقيقتان');
    expect(waitText(300, 'ar')).toBe('5 دقائق');
    expect(waitText(30, 'ar')).toBe('30 ثانية');
    void inLanguage('es');
    expect(waitText(30)).toBe('30 segundos');
  });
});
