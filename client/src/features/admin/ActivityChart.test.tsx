import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../../theme.ts';
import { ActivityChart } from './ActivityChart.tsx';

const days = [
  { date: '2026-11-01', signups: 4, stories: 1 },
  { date: '2026-11-02', signups: 0, stories: 0 },
  { date: '2026-11-03', signups: 2, stories: 3 },
];

function renderChart() {
  return render(
    <MantineProvider theme={theme}>
      <ActivityChart days={days} />
    </MantineProvider>,
  );
}

describe('ActivityChart', () => {
  it('draws one pair of bars per day, each as tall as its count against whole-number ticks', () => {
    const { container } = renderChart();
    const chart = screen.getByRole('img', { name: /daily sign-ups and new stories/i });
    expect(chart).toBeInTheDocument();
    const bar = (series: string, value: number) =>
      container.querySelector<HTMLElement>(`[data-series="${series}"][data-value="${value}"]`);
    // The largest count, 4, reaches the top tick.
    expect(bar('signups', 4)?.style.height).toBe('100%');
    expect(bar('stories', 3)?.style.height).toBe('75%');
    expect(container.querySelectorAll('[data-series]')).toHaveLength(days.length * 2);
    expect(screen.getByTitle('Nov 3: 2 sign-ups, 3 new stories')).toBeInTheDocument();
  });

  it('names both series in its legend', () => {
    renderChart();
    expect(screen.getByText('Sign-ups')).toBeInTheDocument();
    expect(screen.getByText('New stories')).toBeInTheDocument();
  });
});
