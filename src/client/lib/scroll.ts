/**
 * Header visibility on scroll (spec section 2): it hides when scrolling down past the threshold and shows again
 * on any scroll up. Near the top it is always shown.
 */
export function nextHeaderVisible(
  previousY: number,
  currentY: number,
  thresholdPx: number,
  visible: boolean,
) {
  if (currentY <= thresholdPx) return true;
  if (currentY > previousY) return false;
  if (currentY < previousY) return true;
  return visible;
}
