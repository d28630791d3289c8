import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptLocalDigitsInNumberFields } from '@/lib/dom/ascii-digit-input';

function beforeInput(target: HTMLElement, data: string): InputEvent {
  const event = new InputEvent('beforeinput', { data, inputType: 'insertText', bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('acceptLocalDigitsInNumberFields', () => {
  let remove: () => void = () => undefined;
  afterEach(() => {
    remove();
    document.body.innerHTML = '';
  });

  it('types Dari digits into a phone field as ASCII digits', () => {
    remove = acceptLocalDigitsInNumberFields();
    // jsdom has no execCommand: record what the listener inserts instead.
    const insert = vi.fn();
    document.execCommand = insert;
    document.body.innerHTML = '<input type="tel" />';
    const event = beforeInput(document.querySelector('input')!, '۰۷۹۹');
    expect(event.defaultPrevented).toBe(true);
    expect(insert).toHaveBeenCalledWith('insertText', false, '0799');
  });

  it('leaves free text and ASCII digits alone', () => {
    remove = acceptLocalDigitsInNumberFields();
    document.execCommand = vi.fn();
    document.body.innerHTML = '<input type="text" /><input type="tel" />';
    const [text, tel] = document.querySelectorAll('input');
    expect(beforeInput(text, '۱۲').defaultPrevented).toBe(false);
    expect(beforeInput(tel, '12').defaultPrevented).toBe(false);
  });
});
