import { PAINTS, type BodyStyle, type CarPicture } from '../../server/db/seed/data/car-pictures';

/**
 * A body style drawn side-on in a 320 × 160 box, nose to the right: the body outline, its windows,
 * panel lines, where the lights sit, the wheels (centres and radius), and anything of its own (a
 * spare wheel, roof rails, a windscreen without a roof).
 */
type Body = {
  outline: string;
  windows: string;
  lines: string;
  /** y of the lower, darker band of the body */
  sill: number;
  /** head light x, tail light x, and the y both sit at */
  lights: { head: number; tail: number; y: number };
  wheels: { x: [number, number]; y: number; r: number };
  extra?: string;
};

const BODIES: Record<BodyStyle, Body> = {
  hatchback: {
    outline:
      'M50 122Q40 122 40 112V92Q40 84 46 78L70 56Q76 50 86 50H178Q188 50 196 56L226 80L262 86Q280 89 280 102V112Q280 122 270 122H253A23 23 0 0 0 207 122H113A23 23 0 0 0 67 122Z',
    windows: 'M74 61Q79 56 87 56H128V80H56ZM136 56H176Q184 56 190 61L212 80H136Z',
    lines: 'M132 56V118M182 82V118',
    sill: 106,
    lights: { head: 268, tail: 38, y: 92 },
    wheels: { x: [90, 230], y: 122, r: 19 },
  },
  sedan: {
    outline:
      'M40 122Q30 122 30 112V100Q30 92 40 90L82 84L108 60Q114 54 124 54H188Q198 54 204 60L234 84L274 90Q290 93 290 106V112Q290 122 280 122H255A23 23 0 0 0 209 122H103A23 23 0 0 0 57 122Z',
    windows: 'M112 64Q116 60 124 60H152V83H92ZM160 60H186Q194 60 198 64L218 83H160Z',
    lines: 'M156 60V118M204 86V118',
    sill: 110,
    lights: { head: 278, tail: 28, y: 96 },
    wheels: { x: [80, 232], y: 122, r: 19 },
  },
  liftback: {
    outline:
      'M36 122Q26 122 26 112V96Q26 86 36 83L60 78Q86 56 112 54Q134 52 160 52H186Q198 52 206 58L238 84L280 90Q294 92 294 104V112Q294 122 284 122H257A23 23 0 0 0 211 122H105A23 23 0 0 0 59 122Z',
    windows: 'M70 80Q92 62 116 59Q132 58 152 58V82ZM160 58H184Q194 58 200 63L222 82H160Z',
    lines: 'M156 58V118M208 86V118',
    sill: 109,
    lights: { head: 282, tail: 24, y: 94 },
    wheels: { x: [82, 234], y: 122, r: 19 },
  },
  midsizeSedan: {
    outline:
      'M32 122Q22 122 22 112V100Q22 90 34 88L80 83L106 60Q112 54 122 54H196Q206 54 212 60L244 84L286 90Q300 92 300 104V112Q300 122 290 122H262A24 24 0 0 0 214 122H102A24 24 0 0 0 54 122Z',
    windows: 'M110 64Q114 60 122 60H158V83H90ZM166 60H194Q202 60 206 64L230 83H166Z',
    lines: 'M162 60V118M214 86V118',
    sill: 109,
    lights: { head: 288, tail: 20, y: 95 },
    wheels: { x: [78, 238], y: 122, r: 19 },
  },
  fullsizeSedan: {
    outline:
      'M24 122Q14 122 14 112V100Q14 90 26 88L78 82L108 58Q115 52 126 52H206Q217 52 224 58L256 84L292 90Q306 93 306 106V112Q306 122 296 122H270A24 24 0 0 0 222 122H98A24 24 0 0 0 50 122Z',
    windows: 'M112 62Q117 58 126 58H166V82H90ZM174 58H204Q213 58 219 63L242 82H174Z',
    lines: 'M170 58V118M226 86V118',
    sill: 109,
    lights: { head: 294, tail: 12, y: 95 },
    wheels: { x: [74, 246], y: 122, r: 20 },
  },
  fastback: {
    outline:
      'M24 122Q14 122 14 112V102Q14 92 28 90L74 84Q96 62 118 56Q136 52 160 52H190Q206 52 218 60L250 84L294 90Q306 92 306 104V112Q306 122 296 122H268A24 24 0 0 0 220 122H100A24 24 0 0 0 52 122Z',
    windows: 'M90 82Q106 64 124 60Q138 58 156 58V82ZM164 58H188Q202 58 212 65L235 82H164Z',
    lines: 'M160 58V118M222 86V118',
    sill: 110,
    lights: { head: 294, tail: 12, y: 96 },
    wheels: { x: [76, 244], y: 122, r: 20 },
  },
  suv: {
    outline:
      'M36 114Q26 114 26 104V62Q26 48 40 46L70 42H186Q196 42 204 50L232 78L284 86Q298 88 298 100V104Q298 114 288 114H264A25 25 0 0 0 216 114H106A25 25 0 0 0 58 114Z',
    windows: 'M36 52Q36 50 40 50H90V76H36ZM98 50H146V76H98ZM154 50H184Q192 50 198 56L218 76H154Z',
    lines: 'M150 50V110M206 80V110',
    sill: 102,
    lights: { head: 286, tail: 24, y: 90 },
    wheels: { x: [82, 240], y: 121, r: 21 },
    extra: '<rect x="62" y="36" width="124" height="4" rx="2" fill="#3A3F48"/>',
  },
  largeSuv: {
    outline:
      'M22 116Q12 116 12 106V56Q12 40 28 38H204Q214 38 222 46L248 76L294 84Q306 86 306 98V106Q306 116 296 116H272A25 25 0 0 0 224 116H100A25 25 0 0 0 52 116Z',
    windows: 'M22 46H80V74H22ZM88 46H146V74H88ZM154 46H202Q210 46 216 52L236 74H154Z',
    lines: 'M150 46V112M84 78V112M214 80V112',
    sill: 102,
    lights: { head: 294, tail: 10, y: 90 },
    wheels: { x: [76, 248], y: 121, r: 22 },
    extra:
      '<rect x="30" y="32" width="170" height="4" rx="2" fill="#3A3F48"/><path d="M46 36v3M184 36v3" stroke="#3A3F48" stroke-width="3"/>',
  },
  offroader: {
    outline:
      'M32 114Q24 114 24 106V56Q24 46 34 46H196L208 48L214 78L284 82Q296 84 296 96V106Q296 114 288 114H266A25 25 0 0 0 218 114H106A25 25 0 0 0 58 114Z',
    windows: 'M34 54H92V78H34ZM100 54H150V78H100ZM158 54H198L204 78H158Z',
    lines: 'M154 54V110M208 80V110',
    sill: 100,
    lights: { head: 286, tail: 26, y: 88 },
    wheels: { x: [82, 242], y: 120, r: 23 },
    extra:
      '<circle cx="18" cy="82" r="16" fill="#262A31"/><circle cx="18" cy="82" r="8" fill="#5B616B"/><rect x="30" y="40" width="164" height="4" rx="2" fill="#262A31"/>',
  },
  minivan: {
    outline:
      'M28 116Q18 116 18 106V60Q18 42 36 40H196Q206 40 214 46L250 76L290 84Q302 87 302 100V106Q302 116 292 116H269A24 24 0 0 0 223 116H99A24 24 0 0 0 53 116Z',
    windows: 'M26 48H82V74H26ZM90 48H150V74H90ZM158 48H194Q202 48 208 54L232 74H158Z',
    lines: 'M154 48V112M90 78V112M100 80H148',
    sill: 100,
    lights: { head: 290, tail: 16, y: 88 },
    wheels: { x: [76, 246], y: 122, r: 20 },
  },
  van: {
    outline:
      'M22 116Q12 116 12 106V40Q12 28 26 28H228Q240 28 248 38L272 74L296 82Q306 85 306 96V106Q306 116 296 116H274A24 24 0 0 0 226 116H98A24 24 0 0 0 50 116Z',
    windows: 'M24 38H70V66H24ZM78 38H124V66H78ZM132 38H178V66H132ZM186 38H226Q236 38 242 46L258 66H186Z',
    lines: 'M182 38V112M128 70V112M74 70V112',
    sill: 100,
    lights: { head: 294, tail: 10, y: 86 },
    wheels: { x: [74, 250], y: 121, r: 21 },
  },
  pickup: {
    outline:
      'M28 114Q18 114 18 104V76H130V56Q130 46 140 46H196Q206 46 212 52L238 78L286 84Q302 86 302 98V104Q302 114 292 114H266A25 25 0 0 0 218 114H98A25 25 0 0 0 50 114Z',
    windows: 'M138 54H166V76H138ZM174 54H196Q204 54 208 58L224 76H174Z',
    lines: 'M130 76V110M170 54V110M26 80V110',
    sill: 102,
    lights: { head: 288, tail: 16, y: 88 },
    wheels: { x: [74, 242], y: 121, r: 21 },
    extra: '<rect x="18" y="72" width="112" height="5" rx="2" fill="#3A3F48"/>',
  },
  convertible: {
    outline:
      'M30 122Q20 122 20 112V98Q20 88 32 86L112 80H200L250 86L288 90Q300 92 300 104V112Q300 122 290 122H261A23 23 0 0 0 215 122H103A23 23 0 0 0 57 122Z',
    windows: 'M186 58H192L212 82H204Z',
    lines: 'M160 84V118',
    sill: 110,
    lights: { head: 288, tail: 18, y: 95 },
    wheels: { x: [80, 238], y: 122, r: 19 },
    extra:
      '<rect x="124" y="62" width="12" height="20" rx="4" fill="#3A3F48"/><rect x="156" y="62" width="12" height="20" rx="4" fill="#3A3F48"/><path d="M110 81H206" stroke="#3A404C" stroke-width="4" stroke-linecap="round"/>',
  },
  roadster: {
    outline:
      'M46 122Q36 122 36 112V100Q36 90 48 88L122 82H194L240 88L274 92Q286 94 286 104V112Q286 122 276 122H252A22 22 0 0 0 208 122H112A22 22 0 0 0 68 122Z',
    windows: 'M176 62H182L200 84H192Z',
    lines: 'M150 86V118',
    sill: 110,
    lights: { head: 274, tail: 34, y: 96 },
    wheels: { x: [90, 230], y: 122, r: 18 },
    extra:
      '<rect x="132" y="66" width="11" height="17" rx="4" fill="#3A3F48"/><path d="M120 83H192" stroke="#3A404C" stroke-width="4" stroke-linecap="round"/>',
  },
};

/** The hex colour moved `amount` (0–1) towards black. */
function darker(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A car model's picture as an SVG document: its body style in its paint, its name as the title. */
export function drawCarPicture(code: string, picture: CarPicture, title: string): string {
  const body = BODIES[picture.body];
  const paint = PAINTS[picture.paint];
  const lower = darker(paint, 0.18);
  const line = darker(paint, 0.3);
  // Dark paints get lighter glass so the windows still read as windows.
  const glass = picture.paint === 'black' || picture.paint === 'navy' ? '#7D8AA1' : '#4F5B70';
  const { wheels, lights } = body;
  const wheel = (x: number) =>
    `<g transform="translate(${x} ${wheels.y})"><circle r="${wheels.r}" fill="#262A31"/><circle r="${Math.round(wheels.r * 0.55)}" fill="#D3D8DF"/><circle r="${Math.round(wheels.r * 0.22)}" fill="#4C1D85"/></g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" role="img" aria-labelledby="${code}-t">`,
    `<title id="${code}-t">${escapeXml(title)}</title>`,
    `<defs><path id="${code}-b" d="${body.outline}"/><clipPath id="${code}-c"><use href="#${code}-b"/></clipPath></defs>`,
    '<ellipse cx="160" cy="143" rx="142" ry="5" fill="#1F2430" opacity=".12"/>',
    `<use href="#${code}-b" fill="${paint}" stroke="${line}" stroke-width="1.5"/>`,
    `<g clip-path="url(#${code}-c)"><rect y="${body.sill}" width="320" height="40" fill="${lower}"/><rect x="${lights.head}" y="${lights.y}" width="14" height="6" rx="2" fill="#F3E6B3"/><rect x="${lights.tail}" y="${lights.y}" width="8" height="7" rx="2" fill="#B23A5A"/></g>`,
    `<path d="${body.windows}" fill="${glass}"/>`,
    `<path d="${body.lines}" stroke="${line}" stroke-width="1.5" fill="none"/>`,
    body.extra ?? '',
    wheel(wheels.x[0]) + wheel(wheels.x[1]),
    '</svg>',
    '',
  ]
    .filter((part, index, parts) => part !== '' || index === parts.length - 1)
    .join('\n');
}
