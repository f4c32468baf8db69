import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { EpisodePlayer } from './EpisodePlayer.tsx';

const EPISODE = {
  id: 1,
  title: 'Starting over at forty',
  audio_url: '/podcast/audio/1.mp3',
  duration_seconds: 1500,
  chapters: [
    { start: 0, title: 'Hello' },
    { start: 90, title: 'The move' },
  ],
};

describe('the episode player in her language', () => {
  it('speaks English as the spec words it', () => {
    renderWithProviders(<EpisodePlayer episode={EPISODE} />);
    expect(screen.getByRole('button', { name: 'Back 15 seconds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forward 15 seconds' })).toBeInTheDocument();
    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect(within(speed).getByRole('option', { name: '1.5×' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Chapters' })).toBeInTheDocument();
  });

  it('speaks Arabic, with the chapters’ own words kept', () => {
    renderWithProviders(<EpisodePlayer episode={EPISODE} />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'الرجوع 15 ثانية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'التقدّم 15 ثانية' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'سرعة التشغيل' })).toBeInTheDocument();
    const chapters = screen.getByRole('navigation', { name: 'الفصول' });
    expect(within(chapters).getByText('The move')).toHaveAttribute('dir', 'auto');
  });

  it('writes speeds with Spanish decimals', () => {
    renderWithProviders(<EpisodePlayer episode={EPISODE} />, { language: 'es' });
    const speed = screen.getByRole('combobox', { name: 'Velocidad de reproducción' });
    expect(within(speed).getByRole('option', { name: '1,5×' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retroceder 15 segundos' })).toBeInTheDocument();
  });
});
