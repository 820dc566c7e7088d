// The one dialog that asks for an API key. Concurrent 401s share one prompt.
import { h } from './dom.js';

let pending: Promise<string | null> | null = null;

export function askApiKey(reason = 'Enter the API key for this server.', current = ''): Promise<string | null> {
  pending ??= new Promise<string | null>((resolve) => {
    const input = h('input', { type: 'password', name: 'apiKey', id: 'api-key-input', autocomplete: 'off', required: '', value: current });
    const form = h(
      'form',
      { method: 'dialog', class: 'key-form' },
      h('h2', {}, 'API key'),
      h('p', { class: 'muted' }, reason),
      h('label', { for: 'api-key-input' }, 'Key'),
      input,
      h('p', { class: 'muted small' }, 'Kept in this browser only (localStorage) and sent as a Bearer token.'),
      h(
        'div',
        { class: 'dialog-actions' },
        h('button', { type: 'button', class: 'btn', value: 'cancel', 'data-cancel': '' }, 'Cancel'),
        h('button', { type: 'submit', class: 'btn primary', value: 'ok' }, 'Use key'),
      ),
    );
    const dialog = h('dialog', { class: 'key-dialog', 'aria-labelledby': 'api-key-title' }, form) as HTMLDialogElement;
    form.querySelector('h2')!.id = 'api-key-title';
    const finish = (value: string | null) => {
      dialog.close();
      dialog.remove();
      pending = null;
      resolve(value);
    };
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      finish((input as HTMLInputElement).value.trim());
    });
    form.querySelector('[data-cancel]')!.addEventListener('click', () => finish(null));
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      finish(null);
    });
    document.body.append(dialog);
    dialog.showModal();
    (input as HTMLInputElement).select();
  });
  return pending;
}
