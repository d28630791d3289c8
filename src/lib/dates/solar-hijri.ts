/**
 * The Solar Hijri (Jalali, Afghanistan's official) calendar: conversion to and from the ISO
 * calendar days the server stores. Display goes through Intl's `persian` calendar
 * (calendar-format.ts); this file is for reading what a user types and for month grids.
 */
import { isValidJalaaliDate, jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';
import { toAsciiDigits } from '@/lib/i18n/digits';

export type SolarHijriDay = { year: number; month: number; day: number };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The Solar Hijri day of an ISO calendar day (YYYY-MM-DD); null for anything else. */
export function isoToSolarHijri(isoDay: string): SolarHijriDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const [gy, gm, gd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(gy, gm - 1, gd));
  if (check.getUTCFullYear() !== gy || check.getUTCMonth() !== gm - 1 || check.getUTCDate() !== gd) return null;
  const { jy, jm, jd } = toJalaali(gy, gm, gd);
  return { year: jy, month: jm, day: jd };
}

/** The ISO calendar day (YYYY-MM-DD) of a Solar Hijri day; null when there is no such day. */
export function solarHijriToIso({ year, month, day }: SolarHijriDay): string | null {
  if (!isValidJalaaliDate(year, month, day)) return null;
  const { gy, gm, gd } = toGregorian(year, month, day);
  return `${pad(gy, 4)}-${pad(gm)}-${pad(gd)}`;
}

/** "1405/09/01" (ASCII digits; the display layer localises them). */
export function formatSolarHijriNumeric({ year, month, day }: SolarHijriDay): string {
  return `${pad(year, 4)}/${pad(month)}/${pad(day)}`;
}

/**
 * What a user typed as a Solar Hijri day: year, month and day separated by "/", "-" or ".", in
 * ASCII or Dari/Pashto digits ("۱۴۰۵/۹/۱", "1405-09-01"). Null when it is not a real day.
 */
export function parseSolarHijri(text: string): SolarHijriDay | null {
  const match = /^\s*(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})\s*$/.exec(toAsciiDigits(text));
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidJalaaliDate(day.year, day.month, day.day) ? day : null;
}

/** Days in a Solar Hijri month (29–31). */
export function solarHijriMonthLength(year: number, month: number): number {
  return jalaaliMonthLength(year, month);
}
