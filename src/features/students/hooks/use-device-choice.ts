import { useState } from 'react';

function read<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    return choices.find((choice) => choice === stored) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * A choice among `choices` remembered on this device (local storage); an unknown stored value
 * reads as `fallback`. Without storage the choice lasts while the screen is open.
 */
export function useDeviceChoice<T extends string>(key: string, choices: readonly T[], fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, choices, fallback));
  const update = (next: T) => {
    setValue(next);
    try {
      localStorage.setItem(key, next);
    } catch {
      // Storage unavailable or full: keep the choice for now only.
    }
  };
  return [value, update];
}
