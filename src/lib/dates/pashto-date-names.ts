/**
 * Pashto names for what Intl writes in Dari. Chromium ships no Pashto locale data (its Intl falls
 * back to English for ps-AF), so Pashto dates are formatted with Dari's data (the same digits and
 * calendar) and these names replace Dari's month and weekday names.
 */
const DARI_TO_PASHTO: Record<string, string> = {
  // Solar Hijri months, Hamal to Hut, as Afghanistan's Pashto calendar names them.
  حمل: 'وری',
  ثور: 'غویی',
  جوزا: 'غبرګولی',
  سرطان: 'چنګاښ',
  اسد: 'زمری',
  سنبله: 'وږی',
  سنبلهٔ: 'وږی',
  میزان: 'تله',
  عقرب: 'لړم',
  قوس: 'لیندۍ',
  جدی: 'مرغومی',
  دلو: 'سلواغه',
  حوت: 'کب',
  // Gregorian months.
  جنوری: 'جنوري',
  فبروری: 'فبروري',
  اپریل: 'اپرېل',
  می: 'مۍ',
  اگست: 'اګست',
  دسمبر: 'ډسمبر',
  // Weekdays.
  'سه‌شنبه': 'درېشنبه',
  چهارشنبه: 'څلرنۍ',
  پنجشنبه: 'پنځنۍ',
};

/** A Dari month or weekday name in Pashto (names both languages share come back as they are). */
export function pashtoDateName(dariName: string): string {
  return DARI_TO_PASHTO[dariName] ?? dariName;
}
