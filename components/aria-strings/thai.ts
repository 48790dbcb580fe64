import type { LocalizedString } from '@internationalized/string';

type Args = Record<string, string | number | boolean> | undefined;
export type PackageStrings = Record<string, Record<string, LocalizedString>>;

/**
 * react-aria's own words (segment names, calendar announcements, "Dismiss") in Thai, which its
 * dictionary does not have. Each entry replaces the English one of the same package and key.
 */
export const THAI: PackageStrings = {
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
