'use client';

import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './captcha.module.css';

const MAX = 100;
const STEP = 10;

/**
 * The gesture: a slider (role slider) the user moves to its end. Arrow keys move it a step, Page
 * keys a big step, End to the end; a pointer drags the knob. Let go short of the end, it slides
 * back. Reaching the end calls onComplete once.
 */
export function CaptchaSlider({
  label,
  valueText,
  disabled,
  onComplete,
}: {
  label: string;
  valueText: (percent: number) => string;
  disabled?: boolean;
  onComplete: () => void;
}) {
  const [value, setValue] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const move = (next: number, release = false) => {
    const clamped = Math.max(0, Math.min(MAX, Math.round(next)));
    if (clamped >= MAX) {
      setValue(MAX);
      dragging.current = false;
      onComplete();
      return;
    }
    setValue(release && !dragging.current ? 0 : clamped);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const steps: Record<string, number> = {
      ArrowRight: value + STEP,
      ArrowUp: value + STEP,
      ArrowLeft: value - STEP,
      ArrowDown: value - STEP,
      PageUp: value + STEP * 3,
      PageDown: value - STEP * 3,
      Home: 0,
      End: MAX,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  const percentAt = (event: PointerEvent) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return value;
    return ((event.clientX - box.left) / box.width) * MAX;
  };

  return (
    <div ref={track} className={styles.track} data-disabled={disabled || undefined}>
      <div className={styles.fill} style={{ width: `${value}%` }} aria-hidden="true" />
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={MAX}
        aria-valuenow={value}
        aria-valuetext={valueText(value)}
        aria-disabled={disabled || undefined}
        className={styles.knob}
        style={{ left: `${value}%` }}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          if (disabled) return;
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (dragging.current) move(percentAt(event));
        }}
        onPointerUp={() => {
          if (!dragging.current) return;
          dragging.current = false;
          move(value, true);
        }}
      >
        <span aria-hidden="true">→</span>
      </div>
    </div>
  );
}
