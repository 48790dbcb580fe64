import { pgEnum } from 'drizzle-orm/pg-core';

export const gearboxEnum = pgEnum('gearbox', ['AT', 'MT', 'AT/MT']);
export const fuelEnum = pgEnum('fuel', ['gasoline', 'diesel', 'hybrid', 'hydrogen', 'EV']);
export const drivetrainEnum = pgEnum('drivetrain', ['FWD', 'AWD', '4WD', 'RWD']);
export const payModeEnum = pgEnum('pay_mode', ['arrival', 'full_prepaid']);
export const insuranceTypeEnum = pgEnum('insurance_type', [
  'basic_service',
  'basic_protection',
  'full_protection',
  'super_protection',
]);
export const chargeUnitEnum = pgEnum('charge_unit', ['day', 'rental']);
export const orderStatusEnum = pgEnum('order_status', [
  'CREATE_ORDER',
  'NORMAL',
  'CANCEL',
  'CONFIRMED',
  'EXPIRED',
  'TEST',
]);
export const paymentStatusEnum = pgEnum('payment_status', ['NOT_PAY', 'HAD_PAID']);
export const payMethodEnum = pgEnum('pay_method', ['FULL_PREPAID', 'ARRIVAL']);
export const refundStatusEnum = pgEnum('refund_status', [
  'REQUEST_REFUND',
  'REFUNDING',
  'VERIFYING_REFUND',
  'COMPLETE_REFUND',
  'REVOKED',
  'REJECTED',
]);
export const couponStatusEnum = pgEnum('coupon_status', ['valid', 'invalid', 'used', 'expired']);
export const licenseTypeEnum = pgEnum('license_type', ['cn', 'hk', 'th', 'other']);
