import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { createI18n } from '../../i18n/index.ts';
import { homeTexts } from '../../i18n/areas/home.ts';
import { AppBanner } from '../../components/AppBanner.tsx';
import { NewsletterSignup } from '../../components/NewsletterSignup.tsx';
import { QuoteCarousel } from '../../components/QuoteCarousel.tsx';

describe('the home page in her language', () => {
  it('says how to install the app in Spanish', async () => {
    renderWithProviders(<AppBanner />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'HerCircle en tu bolsillo' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cómo instalarla' }));
    expect(screen.getByText(/toca Compartir y luego Añadir a pantalla de inicio/)).toBeVisible();
  });

  it('offers the Sunday letter in Arabic', () => {
    renderWithProviders(<NewsletterSignup />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'رسالة الأحد' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'اشتركي' })).toBeVisible();
  });

  it('quotes members in Arabic, its arrows pointing the way she reads', async () => {
    const quotes = [
      { author: 'Adaeze N.', text: 'أولى', role: 'لاغوس' },
      { author: 'Marta K.', text: 'ثانية', role: 'كراكوف' },
    ];
    renderWithProviders(<QuoteCarousel quotes={quotes} />, { language: 'ar' });
    const carousel = screen.getByRole('region', { name: 'ماذا تقول عضواتنا' });
    expect(within(carousel).getByText('«أولى»')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'الاقتباس السابق' });
    expect(previous.querySelector('svg')).toHaveClass('flip-rtl');
    await userEvent.click(previous);
    expect(within(carousel).getByText('«ثانية»')).toBeInTheDocument();
  });

  it('counts in each language’s plural forms and numbers', () => {
    const t = (
      language: 'en' | 'es' | 'ar',
      key: 'pulse.memberCount' | 'member.newPosts',
      count: number,
    ) => {
      const i18n = createI18n(language);
      i18n.addResourceBundle(language, 'home', homeTexts[language]);
      if (language !== 'en') i18n.addResourceBundle('en', 'home', homeTexts.en);
      return i18n.t(key, { ns: 'home', count });
    };
    expect(t('en', 'pulse.memberCount', 1480)).toBe('1,480 members');
    expect(t('en', 'pulse.memberCount', 1)).toBe('1 member');
    expect(t('es', 'pulse.memberCount', 14800)).toBe('14.800 integrantes');
    expect(t('ar', 'pulse.memberCount', 2)).toBe('عضوتان');
    expect(t('ar', 'member.newPosts', 5)).toBe('5 منشورات جديدة هذا الأسبوع');
    expect(t('ar', 'member.newPosts', 11)).toBe('11 منشورًا جديدًا هذا الأسبوع');
  });
});
