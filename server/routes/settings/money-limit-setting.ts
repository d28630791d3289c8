import type { DbOrTx } from '../../db/connection';
import { readSchoolGeneralSettings } from './general-settings-repository';

/** The school's largest amount per money field, in cents (its `moneyLimits` setting, else the default). */
export async function readMoneyLimitCents(db: DbOrTx, schoolId: number): Promise<number> {
  return (await readSchoolGeneralSettings(db, schoolId)).moneyLimits.maxAmountCents;
}
