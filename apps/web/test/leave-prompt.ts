/** Fires what a reload or a closed tab fires: true when the page has the browser ask first. */
export function isLeavingAsked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
