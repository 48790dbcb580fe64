import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawCarPicture } from '@/scripts/car-pictures/draw';
import { carModelRows } from '@/server/db/seed/data/cars';
import { CAR_PICTURES } from '@/server/db/seed/data/car-pictures';

// Issue 17: every car of a category was the same grey silhouette.
describe('car pictures', () => {
  it('gives every seeded model a picture of its own: no two share both body style and paint', () => {
    const looks = carModelRows.map((model) => {
      const picture = CAR_PICTURES[model.code];
      expect(picture, model.code).toBeDefined();
      return `${picture!.body}/${picture!.paint}`;
    });
    expect(new Set(looks).size).toBe(carModelRows.length);
    expect(new Set(carModelRows.map((model) => model.image)).size).toBe(carModelRows.length);
  });

  it.each(carModelRows.map((model) => [model.code, model] as const))(
    '%s: the committed file is what scripts/generate-car-pictures.mts draws',
    (code, model) => {
      const file = readFileSync(join(process.cwd(), 'public', 'cars', model.image), 'utf8');
      expect(file).toBe(drawCarPicture(code, CAR_PICTURES[code]!, `${model.make} ${model.model}`));
      expect(file).toContain(`<title id="${code}-t">${model.make} ${model.model}</title>`);
    },
  );
});
