import { act, renderHook } from '@testing-library/react';
import { MIN_PENDING_MS, usePendingState, withMinPending } from '@/lib/site/min-pending';

describe('withMinPending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a fast answer until 200 ms have passed', async () => {
    const settled = vi.fn();
    void withMinPending(Promise.resolve('cars')).then(settled);
    await vi.advanceTimersByTimeAsync(MIN_PENDING_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('cars');
  });

  it('does not delay a slow answer further', async () => {
    const settled = vi.fn();
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 500));
    void withMinPending(slow).then(settled);
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toHaveBeenCalledWith('late');
  });

  it('holds a fast failure too, then rejects with the same error', async () => {
    const failure = new Error('nope');
    const rejected = vi.fn();
    void withMinPending(() => Promise.reject(failure)).catch(rejected);
    await vi.advanceTimersByTimeAsync(100);
    expect(rejected).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(rejected).toHaveBeenCalledWith(failure);
  });

  it('turns a synchronous throw into a rejection and accepts another minimum', async () => {
    const rejected = vi.fn();
    void withMinPending(() => {
      throw new Error('sync');
    }, 50).catch(rejected);
    await vi.advanceTimersByTimeAsync(50);
    expect(rejected).toHaveBeenCalledWith(expect.objectContaining({ message: 'sync' }));
  });
});

describe('usePendingState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('tracks pending for at least 200 ms, then the success time', async () => {
    const { result } = renderHook(() => usePendingState());
    expect(result.current).toMatchObject({ pending: false, error: null, timestamp: null });

    let value: Promise<string | undefined> | undefined;
    act(() => {
      value = result.current.run(async () => 'order');
    });
    expect(result.current.pending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(MIN_PENDING_MS));
    expect(result.current).toMatchObject({ pending: false, error: null });
    expect(result.current.timestamp).toBe(Date.parse('2025-01-01T00:00:00.200Z'));
    await expect(value).resolves.toBe('order');
  });

  it('records the error and keeps the last success time', async () => {
    const { result } = renderHook(() => usePendingState());
    act(() => void result.current.run(async () => 'first'));
    await act(() => vi.advanceTimersByTimeAsync(MIN_PENDING_MS));
    const succeededAt = result.current.timestamp;

    const failure = new Error('offline');
    let value: Promise<unknown> | undefined;
    act(() => {
      value = result.current.run(() => Promise.reject(failure));
    });
    expect(result.current).toMatchObject({ pending: true, error: null });
    await act(() => vi.advanceTimersByTimeAsync(MIN_PENDING_MS));
    expect(result.current).toMatchObject({ pending: false, error: failure, timestamp: succeededAt });
    await expect(value).resolves.toBeUndefined();
  });

  it('lets only the latest run update the state', async () => {
    const { result } = renderHook(() => usePendingState());
    act(() => {
      void result.current.run(
        () => new Promise((_, reject) => setTimeout(() => reject(new Error('old')), 1000)),
      );
    });
    act(() => void result.current.run(async () => 'new'));
    await act(() => vi.advanceTimersByTimeAsync(MIN_PENDING_MS));
    expect(result.current).toMatchObject({ pending: false, error: null });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.error).toBeNull();
  });
});
