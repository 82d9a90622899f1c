import { useEffect, useRef } from 'react';
import { inlineSign, scrollPosition, setScrollPosition, stopScroll } from './scroll-motion';

/** A mouse that moves less than this while pressed is clicking, not dragging. */
const DRAG_THRESHOLD_PX = 10;

/**
 * Lets a mouse drag a scrolling carousel as a finger swipes it (fingers and trackpads scroll it
 * natively). When the button is let go, `settle` gets the direction the carousel was dragged
 * (1 towards the end); a drag is never taken for a click on a card.
 */
export function useMouseDrag(
  viewport: HTMLElement | null,
  settle: (direction: -1 | 1) => void,
): void {
  const settleRef = useRef(settle);
  useEffect(() => {
    settleRef.current = settle;
  }, [settle]);

  useEffect(() => {
    if (!viewport) return undefined;
    const onDown = (down: MouseEvent) => {
      if (down.button !== 0) return;
      const sign = inlineSign(viewport);
      const start = scrollPosition(viewport);
      let dragging = false;
      const onMove = (move: MouseEvent) => {
        const dx = move.clientX - down.clientX;
        if (!dragging && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
        if (!dragging) {
          dragging = true;
          stopScroll(viewport);
          viewport.style.scrollSnapType = 'none';
        }
        // No text selection while dragging.
        move.preventDefault();
        setScrollPosition(viewport, start - dx * sign);
      };
      const onUp = () => {
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('mouseup', onUp);
        if (!dragging) return;
        const swallow = (click: Event) => {
          click.preventDefault();
          click.stopPropagation();
        };
        viewport.addEventListener('click', swallow, { capture: true, once: true });
        // The click, if there is one, comes right after the button is let go.
        setTimeout(() => viewport.removeEventListener('click', swallow, { capture: true }));
        // Snapping comes back; the settling move, in this same task, holds it off again.
        viewport.style.scrollSnapType = '';
        settleRef.current(scrollPosition(viewport) >= start ? 1 : -1);
      };
      window.addEventListener('mousemove', onMove);
      window.addEventListener('mouseup', onUp);
    };
    // Links and images would otherwise start the browser's own drag and drop.
    const noNativeDrag = (event: Event) => event.preventDefault();
    viewport.addEventListener('mousedown', onDown);
    viewport.addEventListener('dragstart', noNativeDrag);
    return () => {
      viewport.removeEventListener('mousedown', onDown);
      viewport.removeEventListener('dragstart', noNativeDrag);
    };
  }, [viewport]);
}
