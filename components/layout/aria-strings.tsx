import 'server-only';
import { LocalizedStringDictionary, type LocalizedString } from '@internationalized/string';
import { dictionary, LocalizedStringProvider } from 'react-aria/i18n';
import type { Lang } from '@/lib/i18n/locales';

type Args = Record<string, string | number | boolean> | undefined;
type PackageStrings = Record<string, Record<string, LocalizedString>>;

/**
 * react-aria's own words (segment names, calendar announcements, "Dismiss") in Thai, which its
 * dictionary does not have. Each entry replaces the English one of the same package and key; the
 * functions are sent to the browser as source, so they use nothing but their arguments.
 */
const THAI: PackageStrings = {
  '@react-aria/calendar': {
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    selectedDateDescription: (args: Args) => `วันที่ที่เลือก: ${args?.date}`,
    selectedRangeDescription: (args: Args) => `ช่วงวันที่ที่เลือก: ${args?.dateRange}`,
    todayDate: (args: Args) => `วันนี้ ${args?.date}`,
    todayDateSelected: (args: Args) => `วันนี้ ${args?.date} เลือกแล้ว`,
    dateSelected: (args: Args) => `${args?.date} เลือกแล้ว`,
    startRangeSelectionPrompt: 'คลิกเพื่อเริ่มเลือกช่วงวันที่',
    finishRangeSelectionPrompt: 'คลิกเพื่อสิ้นสุดการเลือกช่วงวันที่',
    minimumDate: 'วันแรกที่เลือกได้',
    maximumDate: 'วันสุดท้ายที่เลือกได้',
    dateRange: (args: Args) => `${args?.startDate} ถึง ${args?.endDate}`,
  },
  '@react-aria/datepicker': {
    era: 'ศักราช',
    year: 'ปี',
    month: 'เดือน',
    day: 'วัน',
    hour: 'ชั่วโมง',
    minute: 'นาที',
    second: 'วินาที',
    dayPeriod: 'AM/PM',
    calendar: 'ปฏิทิน',
    startDate: 'วันที่เริ่มต้น',
    endDate: 'วันที่สิ้นสุด',
    weekday: 'วันในสัปดาห์',
    timeZoneName: 'เขตเวลา',
    selectedDateDescription: (args: Args) => `วันที่ที่เลือก: ${args?.date}`,
    selectedRangeDescription: (args: Args) => `ช่วงที่เลือก: ${args?.startDate} ถึง ${args?.endDate}`,
    selectedTimeDescription: (args: Args) => `เวลาที่เลือก: ${args?.time}`,
  },
  '@react-stately/datepicker': {
    rangeOverflow: (args: Args) => `ต้องเป็นวันที่ ${args?.maxValue} หรือก่อนหน้านั้น`,
    rangeReversed: 'วันที่เริ่มต้นต้องอยู่ก่อนวันที่สิ้นสุด',
    rangeUnderflow: (args: Args) => `ต้องเป็นวันที่ ${args?.minValue} หรือหลังจากนั้น`,
    unavailableDate: 'ไม่สามารถเลือกวันที่นี้ได้',
  },
  '@react-aria/spinbutton': { Empty: 'ว่าง' },
  '@react-aria/overlays': { dismiss: 'ปิด' },
};

/** Every package's English strings with the Thai ones over them, so no package is left without. */
function thaiDictionary() {
  const english = dictionary.getStringsForLocale('en-US') as unknown as PackageStrings;
  const strings: PackageStrings = {};
  for (const [pkg, values] of Object.entries(english)) strings[pkg] = { ...values, ...THAI[pkg] };
  return new LocalizedStringDictionary({ 'th-TH': strings } as never) as unknown as typeof dictionary;
}

const thai = thaiDictionary();

/**
 * react-aria's strings for the page, as an inline script before any of its code runs (react-aria's
 * LocalizedStringProvider). Only where its bundled strings fall short: Thai, which it lacks, and
 * Hong Kong Chinese, which it would otherwise answer in Simplified Chinese (it picks the first
 * 'zh-' dictionary); Taiwan's Traditional Chinese is the nearest it has. English and Simplified
 * Chinese pages use the strings in its JavaScript.
 */
export function AriaStrings({ lang }: { lang: Lang }) {
  if (lang === 'th') return <LocalizedStringProvider locale="th-TH" dictionary={thai} />;
  if (lang === 'zh-hant') return <LocalizedStringProvider locale="zh-TW" />;
  return null;
}
