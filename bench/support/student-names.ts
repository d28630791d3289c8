/**
 * Afghan given and family names in Latin and Dari script for the students bench's population
 * (bench/support/student-population.ts). Karimi and Ahmadi are frequent on purpose: a fragment
 * like "karim" then matches hundreds of students, as it would in a real Kabul school.
 */
export type Name = readonly [latin: string, dari: string];

export const BOY_NAMES: readonly Name[] = [
  ['Ahmad', 'احمد'], ['Mohammad', 'محمد'], ['Ali', 'علی'], ['Hamid', 'حمید'], ['Farhad', 'فرهاد'],
  ['Jawad', 'جواد'], ['Omid', 'امید'], ['Karim', 'کریم'], ['Mustafa', 'مصطفی'], ['Yusuf', 'یوسف'],
  ['Bilal', 'بلال'], ['Hassan', 'حسن'], ['Hussain', 'حسین'], ['Idris', 'ادریس'], ['Javid', 'جاوید'],
  ['Masood', 'مسعود'], ['Nasir', 'ناصر'], ['Rahim', 'رحیم'], ['Tariq', 'طارق'], ['Wahid', 'وحید'],
  ['Zubair', 'زبیر'], ['Sohrab', 'سهراب'], ['Fawad', 'فواد'], ['Haroon', 'هارون'], ['Mansoor', 'منصور'],
  ['Qais', 'قیس'], ['Rashid', 'رشید'], ['Abdullah', 'عبدالله'], ['Naveed', 'نوید'], ['Arash', 'آرش'],
  ['Behzad', 'بهزاد'], ['Dawood', 'داوود'], ['Ehsan', 'احسان'], ['Faisal', 'فیصل'], ['Habib', 'حبیب'],
  ['Jamshid', 'جمشید'], ['Kamran', 'کامران'], ['Milad', 'میلاد'], ['Noorullah', 'نورالله'], ['Parwiz', 'پرویز'],
  ['Mirwais', 'میرویس'], ['Samiullah', 'سمیع‌الله'], ['Abdul Karim', 'عبدالکریم'], ['Ahmad Shah', 'احمدشاه'],
];

export const GIRL_NAMES: readonly Name[] = [
  ['Fatima', 'فاطمه'], ['Zahra', 'زهرا'], ['Maryam', 'مریم'], ['Aisha', 'عایشه'], ['Khadija', 'خدیجه'],
  ['Laila', 'لیلا'], ['Mina', 'مینا'], ['Nargis', 'نرگس'], ['Parisa', 'پریسا'], ['Roya', 'رویا'],
  ['Sara', 'سارا'], ['Shabnam', 'شبنم'], ['Sima', 'سیما'], ['Tahmina', 'تهمینه'], ['Yalda', 'یلدا'],
  ['Zainab', 'زینب'], ['Farzana', 'فرزانه'], ['Homa', 'هما'], ['Madina', 'مدینه'], ['Marzia', 'مرضیه'],
  ['Nilofar', 'نیلوفر'], ['Freshta', 'فرشته'], ['Hosna', 'حسنا'], ['Malalai', 'ملالی'], ['Mursal', 'مرسل'],
  ['Nazanin', 'نازنین'], ['Sahar', 'سحر'], ['Setara', 'ستاره'], ['Wajiha', 'وجیهه'], ['Arezo', 'آرزو'],
];

/** Given names of fathers (the parents' accounts). */
export const FATHER_NAMES: readonly Name[] = [
  ['Gul Ahmad', 'گل‌احمد'], ['Abdul Qadir', 'عبدالقادر'], ['Ghulam Sakhi', 'غلام سخی'], ['Shir Agha', 'شیرآغا'],
  ['Mohammad Nabi', 'محمد نبی'], ['Abdul Rahman', 'عبدالرحمن'], ['Sayed Ali', 'سید علی'], ['Haji Karim', 'حاجی کریم'],
  ['Noor Mohammad', 'نور محمد'], ['Abdul Wahid', 'عبدالواحد'], ['Faiz Mohammad', 'فیض محمد'], ['Zia ul Haq', 'ضیاءالحق'],
];

export const FAMILY_NAMES: readonly Name[] = [
  ['Karimi', 'کریمی'], ['Ahmadi', 'احمدی'], ['Rahimi', 'رحیمی'], ['Hashimi', 'هاشمی'], ['Noori', 'نوری'],
  ['Sultani', 'سلطانی'], ['Safi', 'صافی'], ['Amiri', 'امیری'], ['Haidari', 'حیدری'], ['Mohammadi', 'محمدی'],
  ['Rezaei', 'رضایی'], ['Hosseini', 'حسینی'], ['Sadat', 'سادات'], ['Nazari', 'نظری'], ['Jalali', 'جلالی'],
  ['Yousufzai', 'یوسفزی'], ['Popal', 'پوپل'], ['Wardak', 'وردک'], ['Stanikzai', 'ستانکزی'], ['Hotak', 'هوتک'],
  ['Barakzai', 'بارکزی'], ['Durrani', 'درانی'], ['Ghafoori', 'غفوری'], ['Habibi', 'حبیبی'], ['Jafari', 'جعفری'],
  ['Kohistani', 'کوهستانی'], ['Mirzaei', 'میرزایی'], ['Naseri', 'ناصری'], ['Qaderi', 'قادری'], ['Rasuli', 'رسولی'],
  ['Samadi', 'صمدی'], ['Faizi', 'فیضی'], ['Azizi', 'عزیزی'], ['Bakhtiari', 'بختیاری'], ['Sharifi', 'شریفی'],
  ['Akbari', 'اکبری'], ['Mohseni', 'محسنی'], ['Niazi', 'نیازی'], ['Osmani', 'عثمانی'], ['Saberi', 'صابری'],
  // The frequent ones, twice more.
  ['Karimi', 'کریمی'], ['Ahmadi', 'احمدی'], ['Karimi', 'کریمی'], ['Ahmadi', 'احمدی'],
];

export const CITIES: readonly { city: string; province: string }[] = [
  { city: 'Kabul', province: 'Kabul' },
  { city: 'Kabul', province: 'Kabul' },
  { city: 'Kabul', province: 'Kabul' },
  { city: 'Herat', province: 'Herat' },
  { city: 'Mazar-i-Sharif', province: 'Balkh' },
  { city: 'Jalalabad', province: 'Nangarhar' },
  { city: 'Kandahar', province: 'Kandahar' },
  { city: 'Bamyan', province: 'Bamyan' },
  { city: 'Charikar', province: 'Parwan' },
];
