import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { IDLE_DELAY_MS, loadOverlaysWhenIdle, useOverlaysWanted } from './overlays.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadOverlaysWhenIdle', () => {
  it('asks for the overlays only after the load event, a delay and an idle moment', async () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void, _options?: IdleRequestOptions) => {
      setTimeout(callback, 100);
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    const { result } = renderHook(() => useOverlaysWanted());

    loadOverlaysWhenIdle();
    await act(() => vi.advanceTimersByTimeAsync(IDLE_DELAY_MS * 2));
    // Nothing before the page's load event.
    expect(result.current).toBe(false);

    window.dispatchEvent(new Event('load'));
    await act(() => vi.advanceTimersByTimeAsync(IDLE_DELAY_MS - 1));
    expect(idle).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(true);

    Reflect.deleteProperty(document, 'readyState');
    vi.unstubAllGlobals();
  });
});
