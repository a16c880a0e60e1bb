/**
 * jsdom has <dialog> but neither showModal() nor close(), nor Escape handling: this fills in the part the
 * app relies on. Call it at the top of a test file that opens a dialog.
 */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  const modals: HTMLDialogElement[] = [];
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });

  proto.showModal = function (this: HTMLDialogElement) {
    if (!this.isConnected) throw new DOMException('The dialog is not connected', 'InvalidStateError');
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
    this.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`)?.focus();
  };
  proto.show = proto.showModal;
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
}
