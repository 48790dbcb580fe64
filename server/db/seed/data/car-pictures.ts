/**
 * Each car model's picture: its body style and its colour, drawn by scripts/car-pictures (SVG files in
 * public/cars/models/, one per model, made here without any network or artwork from elsewhere). Two
 * models never share both a body style and a colour, so no two cars of the list look the same.
 */
export const BODY_STYLES = [
  'hatchback',
  'sedan',
  'liftback',
  'midsizeSedan',
  'fullsizeSedan',
  'fastback',
  'suv',
  'largeSuv',
  'offroader',
  'minivan',
  'van',
  'pickup',
  'convertible',
  'roadster',
] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

/** Paint colours: the body's main tone. */
export const PAINTS = {
  white: '#F3F4F6',
  pearl: '#E8E2D4',
  silver: '#C5CAD1',
  grey: '#7B818B',
  black: '#2A2D33',
  red: '#B8282E',
  orange: '#D97A1E',
  yellow: '#E2B100',
  green: '#2F6B4F',
  teal: '#1F7A7C',
  sky: '#6FA3D6',
  blue: '#2D5AA0',
  navy: '#1E3556',
  brown: '#6E4B30',
} as const;
export type Paint = keyof typeof PAINTS;

export type CarPicture = { body: BodyStyle; paint: Paint };

// prettier-ignore
export const CAR_PICTURES: Record<string, CarPicture> = {
  'nissan-versa': { body: 'sedan', paint: 'silver' },
  'toyota-yaris-ativ': { body: 'sedan', paint: 'red' },
  'suzuki-swift': { body: 'hatchback', paint: 'orange' },
  'honda-city': { body: 'sedan', paint: 'white' },
  'toyota-corolla': { body: 'sedan', paint: 'grey' },
  'hyundai-elantra': { body: 'sedan', paint: 'navy' },
  'honda-civic': { body: 'sedan', paint: 'black' },
  'toyota-prius': { body: 'liftback', paint: 'sky' },
  'toyota-camry': { body: 'midsizeSedan', paint: 'pearl' },
  'kia-k5': { body: 'midsizeSedan', paint: 'grey' },
  'chevrolet-malibu': { body: 'midsizeSedan', paint: 'red' },
  'toyota-mirai': { body: 'fullsizeSedan', paint: 'blue' },
  'tesla-model-3': { body: 'fastback', paint: 'white' },
  'bmw-330i': { body: 'fastback', paint: 'black' },
  'toyota-corolla-cross': { body: 'suv', paint: 'teal' },
  'toyota-rav4': { body: 'suv', paint: 'green' },
  'honda-cr-v': { body: 'suv', paint: 'silver' },
  'mazda-cx-5': { body: 'suv', paint: 'red' },
  'tesla-model-y': { body: 'suv', paint: 'white' },
  'mitsubishi-outlander-phev': { body: 'suv', paint: 'grey' },
  'jeep-wrangler': { body: 'offroader', paint: 'yellow' },
  'toyota-fortuner': { body: 'largeSuv', paint: 'brown' },
  'ford-explorer': { body: 'largeSuv', paint: 'navy' },
  'toyota-highlander': { body: 'largeSuv', paint: 'pearl' },
  'chevrolet-tahoe': { body: 'largeSuv', paint: 'black' },
  'mitsubishi-xpander': { body: 'minivan', paint: 'silver' },
  'toyota-sienna': { body: 'minivan', paint: 'blue' },
  'chrysler-pacifica': { body: 'minivan', paint: 'grey' },
  'toyota-hiace': { body: 'van', paint: 'white' },
  'isuzu-d-max': { body: 'pickup', paint: 'red' },
  'toyota-hilux': { body: 'pickup', paint: 'silver' },
  'ford-mustang-convertible': { body: 'convertible', paint: 'red' },
  'mazda-mx-5': { body: 'roadster', paint: 'red' },
};

/** The picture's file under public/cars/ (what car_models.image holds). */
export const carPictureFile = (modelCode: string) => `models/${modelCode}.svg`;
