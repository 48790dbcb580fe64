/**
 * Writes public/cars/models/<model>.svg for every seeded car model, from its body style and paint
 * (server/db/seed/data/car-pictures.ts). Run after adding a model: `npx tsx scripts/generate-car-pictures.mts`.
 * tests/unit/car-pictures.test.ts fails when a file is missing or differs from what this draws.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { carModelRows } from '../server/db/seed/data/cars';
import { CAR_PICTURES } from '../server/db/seed/data/car-pictures';
import { drawCarPicture } from './car-pictures/draw';

const folder = join(import.meta.dirname, '..', 'public', 'cars');
mkdirSync(join(folder, 'models'), { recursive: true });
for (const model of carModelRows) {
  const picture = CAR_PICTURES[model.code];
  if (!picture) throw new Error(`no picture for car model ${model.code}: add it to car-pictures.ts`);
  writeFileSync(
    join(folder, model.image),
    drawCarPicture(model.code, picture, `${model.make} ${model.model}`),
  );
}
console.log(`${carModelRows.length} car pictures written to public/cars/models/`);
