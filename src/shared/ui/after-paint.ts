/**
 * Runs `task` once the browser has drawn the next frame: the place to read the layout (a scroll position, a box's
 * size) without making the browser lay the page out early, mid-way through a render, only to do it again for the
 * frame (docs/architecture.md §4 "Bundles"). Answers a cancel.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the frame is drawn; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
