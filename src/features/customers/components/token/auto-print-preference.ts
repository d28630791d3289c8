/** The token dialog's auto-print option, remembered on this device (spec part 1 §2). */
import { useState } from 'react';

export const AUTO_PRINT_STORAGE_KEY = 'tokenAutoPrint';

export function readAutoPrintPreference(storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(AUTO_PRINT_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeAutoPrintPreference(value: boolean, storage: Storage = localStorage): void {
  try {
    storage.setItem(AUTO_PRINT_STORAGE_KEY, String(value));
  } catch {
    // Storage unavailable: the choice lasts for this dialog only.
  }
}

export function useAutoPrintPreference(): [boolean, (value: boolean) => void] {
  const [autoPrint, setAutoPrint] = useState(readAutoPrintPreference);
  const update = (value: boolean) => {
    setAutoPrint(value);
    writeAutoPrintPreference(value);
  };
  return [autoPrint, update];
}
