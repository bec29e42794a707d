import { headlight, intake, seat, spring, type IconArt } from './part-icons';

/**
 * One line drawing per part type (leaf category handle), in the same 400×400 box centred on (0, 0)
 * as the department icons: a listing of brake pads, rotors and calipers shows three different parts.
 */
const line = (ink: string, width = 8) => `stroke="${ink}" stroke-width="${width}" stroke-linejoin="round"`;
/** `n` copies of a shape around (cx, 0) at `radius`. */
const ring = (n: number, radius: number, shape: string, cx = 0) => Array.from({ length: n }, (_, i) => `<g transform="translate(${cx} 0) rotate(${(i * 360) / n}) translate(0 ${-radius})">${shape}</g>`).join('');
const rows = (n: number, from: number, step: number, draw: (at: number) => string) => Array.from({ length: n }, (_, i) => draw(from + i * step)).join('');
const METAL = '#b9c0c9';
const DARK = '#3a3f47';
const RED = '#d8412f';
const GLASS = '#dfe9f5';

const tailLight: IconArt = (fill, ink) => `
  <path d="M-170 -120 L150 -150 Q185 -150 185 -110 L170 120 Q165 150 130 145 L-150 60 Q-180 50 -178 20 Z" fill="${fill}" ${line(ink)}/>
  <path d="M-140 -90 L140 -115 L130 20 L-140 0 Z" fill="${RED}" opacity="0.85" ${line(ink, 5)}/>
  <path d="M-120 35 L125 55 L118 115 L-110 60 Z" fill="#f4f6f8" ${line(ink, 5)}/>
  ${rows(5, -100, 50, (x) => `<circle cx="${x}" cy="${-45 - x * 0.09}" r="12" fill="#ffb3a7"/>`)}`;

const fogLight: IconArt = (fill, ink) => `
  <path d="M-40 120 L-70 175 L70 175 L40 120" fill="${DARK}" ${line(ink, 6)}/>
  <circle r="140" fill="${fill}" ${line(ink)}/>
  <circle r="108" fill="#fff6c8" ${line(ink, 6)}/>
  ${rows(5, -70, 35, (y) => `<path d="M${-Math.sqrt(104 * 104 - y * y)} ${y} H${Math.sqrt(104 * 104 - y * y)}" stroke="${ink}" stroke-width="3" opacity="0.4"/>`)}
  <circle r="28" fill="#ffd54a" ${line(ink, 5)}/>`;

const lightBar: IconArt = (fill, ink) => `
  <rect x="-190" y="-55" width="380" height="100" rx="18" fill="${fill}" ${line(ink)}/>
  <rect x="-170" y="-38" width="340" height="66" rx="8" fill="${GLASS}" ${line(ink, 4)}/>
  ${rows(8, -148, 42, (x) => `<circle cx="${x}" cy="-5" r="15" fill="#fffbe0" ${line(ink, 4)}/>`)}
  <path d="M-120 45 L-120 110 M120 45 L120 110 M-150 110 H-90 M90 110 H150" ${line(ink, 14)} stroke-linecap="round"/>`;

const ledBulb: IconArt = (fill, ink) => `
  ${rows(6, -90, 36, (x) => `<rect x="${x - 10}" y="60" width="20" height="110" rx="6" fill="${METAL}" ${line(ink, 4)}/>`)}
  <rect x="-105" y="40" width="210" height="40" rx="10" fill="${fill}" ${line(ink, 6)}/>
  <rect x="-32" y="-170" width="64" height="210" rx="10" fill="${METAL}" ${line(ink, 6)}/>
  ${rows(4, -150, 45, (y) => `<rect x="-22" y="${y}" width="44" height="26" rx="4" fill="#fffbe0" ${line(ink, 4)}/>`)}`;

const thirdBrakeLight: IconArt = (fill, ink) => `
  <path d="M-190 -20 Q0 -70 190 -20 L185 40 Q0 -5 -185 40 Z" fill="${fill}" ${line(ink)}/>
  <path d="M-160 -5 Q0 -45 160 -5 L158 20 Q0 -18 -158 20 Z" fill="${RED}" ${line(ink, 4)}/>
  ${rows(9, -140, 35, (x) => `<circle cx="${x}" cy="${3 - 28 * (1 - (x * x) / 25600)}" r="7" fill="#ffd1c9"/>`)}
  <path d="M-60 40 V90 M60 40 V90" ${line(ink, 10)}/>`;

const sideMirror: IconArt = (fill, ink) => `
  <path d="M-60 150 L-140 150 L-140 90 L-40 60" fill="${DARK}" ${line(ink)}/>
  <path d="M-60 60 Q-150 -40 -90 -130 Q0 -170 150 -120 Q190 -60 160 40 Q120 100 -40 80 Z" fill="${fill}" ${line(ink)}/>
  <path d="M-60 40 Q-120 -40 -70 -105 Q10 -135 135 -95 Q160 -50 135 20 Q100 60 -60 40 Z" fill="${GLASS}" ${line(ink, 5)}/>
  <path d="M-40 -60 L60 -100 M-30 -20 L90 -70" stroke="#ffffff" stroke-width="10" opacity="0.8"/>`;

const grille: IconArt = (fill, ink) => `
  <path d="M-190 -90 Q-190 -120 -160 -120 L160 -120 Q190 -120 190 -90 L170 100 Q165 125 135 125 L-135 125 Q-165 125 -170 100 Z" fill="${fill}" ${line(ink)}/>
  ${rows(6, -95, 35, (y) => `<path d="M${-165 + Math.abs(y) * 0.1} ${y} H${165 - Math.abs(y) * 0.1}" stroke="${DARK}" stroke-width="18" stroke-linecap="round"/>`)}
  <rect x="-45" y="-25" width="90" height="50" rx="25" fill="${METAL}" ${line(ink, 6)}/>`;

const bumper: IconArt = (fill, ink) => `
  <path d="M-195 -60 Q0 -110 195 -60 L185 60 Q0 110 -185 60 Z" fill="${fill}" ${line(ink)}/>
  <path d="M-150 15 Q0 40 150 15" fill="none" ${line(ink, 5)} opacity="0.6"/>
  <rect x="-60" y="30" width="120" height="36" rx="8" fill="${DARK}" ${line(ink, 5)}/>
  <circle cx="-140" cy="-5" r="24" fill="#fff6c8" ${line(ink, 5)}/><circle cx="140" cy="-5" r="24" fill="#fff6c8" ${line(ink, 5)}/>`;

const runningBoard: IconArt = (fill, ink) => `
  <path d="M-150 40 L-150 110 M-50 40 L-50 110 M50 40 L50 110 M150 40 L150 110" ${line(DARK, 16)}/>
  <path d="M-195 -30 L195 -30 L180 45 L-180 45 Z" fill="${fill}" ${line(ink)}/>
  ${rows(9, -160, 40, (x) => `<path d="M${x} -15 L${x + 20} 30" stroke="${ink}" stroke-width="6" opacity="0.45"/>`)}`;

const tonneauCover: IconArt = (fill, ink) => `
  <path d="M-180 40 L-180 140 L180 140 L180 40" fill="${METAL}" ${line(ink)}/>
  <path d="M-190 40 L-120 -60 L-40 40 L40 -40 L120 40 L190 -20 L190 40 Z" fill="${fill}" ${line(ink)}/>
  <path d="M-120 -60 L-120 40 M40 -40 L40 40" ${line(ink, 4)} opacity="0.5"/>
  <rect x="-170" y="90" width="340" height="20" fill="${DARK}"/>`;

const mudFlap: IconArt = (fill, ink) => `
  <path d="M-110 -170 L110 -170 L110 130 Q110 170 70 170 L-70 170 Q-110 170 -110 130 Z" fill="${fill}" ${line(ink)}/>
  ${rows(3, -60, 60, (x) => `<circle cx="${x}" cy="-140" r="10" fill="${METAL}" ${line(ink, 4)}/>`)}
  ${rows(5, -70, 35, (x) => `<path d="M${x} -90 V130" stroke="${ink}" stroke-width="8" opacity="0.35"/>`)}`;

const floorMat: IconArt = (fill, ink) => `
  <path d="M-150 -170 L140 -170 Q170 -170 170 -140 L150 150 Q145 175 120 175 L-130 175 Q-160 175 -160 145 L-180 -130 Q-180 -170 -150 -170 Z" fill="${fill}" ${line(ink)}/>
  ${rows(7, -130, 40, (y) => `<path d="M-135 ${y} H130" stroke="${ink}" stroke-width="7" opacity="0.35"/>`)}
  <rect x="20" y="60" width="110" height="90" rx="12" fill="${DARK}" opacity="0.7"/>`;

const cargoLiner: IconArt = (fill, ink) => `
  <path d="M-190 -60 L-120 -150 L120 -150 L190 -60 L170 150 L-170 150 Z" fill="${fill}" ${line(ink)}/>
  <path d="M-150 -40 L-100 -110 L100 -110 L150 -40 L135 115 L-135 115 Z" fill="${DARK}" opacity="0.35" ${line(ink, 4)}/>
  ${rows(6, -100, 40, (x) => `<path d="M${x} -95 L${x * 1.25} 100" stroke="${ink}" stroke-width="6" opacity="0.5"/>`)}`;

const sunShade: IconArt = (fill, ink) => `
  <path d="M-190 -100 Q0 -160 190 -100 L170 110 Q0 140 -170 110 Z" fill="${fill}" ${line(ink)}/>
  ${rows(9, -150, 38, (x) => `<path d="M${x} ${-118 - 14 * (1 - (x * x) / 36100)} L${x * 0.95} ${115 + 8 * (1 - (x * x) / 36100)}" stroke="${ink}" stroke-width="4" opacity="0.45"/>`)}
  ${rows(5, -150, 76, (x) => `<path d="M${x} ${-118 - 14 * (1 - (x * x) / 36100)} L${x + 38} ${-122 - 14 * (1 - ((x + 38) * (x + 38)) / 36100)} L${(x + 38) * 0.95} ${118} L${x * 0.95} ${115} Z" fill="#ffffff" opacity="0.25"/>`)}
  <path d="M-25 -70 Q0 -80 25 -70 L25 -20 L-25 -20 Z" fill="${GLASS}" ${line(ink, 5)}/>`;

const exhaust: IconArt = (fill, ink) => `
  <path d="M-190 -120 L-120 -120 Q-80 -120 -80 -80 L-80 0" fill="none" ${line(ink, 44)} stroke-linecap="round"/>
  <path d="M-190 -120 L-120 -120 Q-80 -120 -80 -80 L-80 0" fill="none" stroke="${METAL}" stroke-width="30" stroke-linecap="round"/>
  <rect x="-120" y="-10" width="220" height="120" rx="60" fill="${fill}" ${line(ink)}/>
  <path d="M100 50 L170 50" ${line(ink, 44)}/><path d="M100 50 L170 50" stroke="${METAL}" stroke-width="30"/>
  <ellipse cx="178" cy="50" rx="14" ry="30" fill="${DARK}" ${line(ink, 6)}/>`;

const throttleSpacer: IconArt = (fill, ink) => `
  <rect x="-170" y="-150" width="340" height="300" rx="50" fill="${fill}" ${line(ink)}/>
  <circle r="95" fill="#eef1f5" ${line(ink)}/>
  <path d="M-60 -60 Q0 -20 60 -60 M-60 60 Q0 20 60 60" fill="none" ${line(ink, 6)} opacity="0.6"/>
  ${[[-135, -115], [135, -115], [-135, 115], [135, 115]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="#eef1f5" ${line(ink, 5)}/>`).join('')}`;

const tpmsSensor: IconArt = (fill, ink) => `
  <path d="M-40 -20 L100 -170" ${line(ink, 34)} stroke-linecap="round"/><path d="M-40 -20 L100 -170" stroke="${METAL}" stroke-width="22" stroke-linecap="round"/>
  <rect x="90" y="-190" width="50" height="40" rx="8" transform="rotate(-47 115 -170)" fill="${DARK}"/>
  <path d="M-170 10 L20 -60 Q70 -70 80 -20 L85 60 Q80 110 30 115 L-150 125 Q-180 120 -180 90 Z" fill="${fill}" ${line(ink)}/>
  <circle cx="-60" cy="50" r="30" fill="#4fc3f7" ${line(ink, 6)}/>`;

const lugNuts: IconArt = (fill, ink) => {
  const hex = (x: number, y: number, r: number) => `<path d="${Array.from({ length: 6 }, (_, i) => `${i ? 'L' : 'M'}${(x + r * Math.cos((i * Math.PI) / 3)).toFixed(0)} ${(y + r * Math.sin((i * Math.PI) / 3)).toFixed(0)}`).join(' ')} Z" fill="${fill}" ${line(ink)}/><circle cx="${x}" cy="${y}" r="${r * 0.42}" fill="${DARK}" ${line(ink, 5)}/>`;
  return hex(-95, -70, 80) + hex(95, -70, 80) + hex(0, 90, 80);
};

const wheelSpacer: IconArt = (fill, ink) => `
  <circle r="175" fill="${fill}" ${line(ink)}/>
  <circle r="70" fill="#eef1f5" ${line(ink)}/>
  ${ring(5, 120, `<circle r="22" fill="${METAL}" ${line(ink, 6)}/><circle r="8" fill="${DARK}"/>`)}
  <circle r="150" fill="none" stroke="${ink}" stroke-width="3" opacity="0.4"/>`;

const brakePads: IconArt = (fill, ink) => {
  const pad = (dx: number) => `
  <path d="M${dx - 90} -150 Q${dx - 130} 0 ${dx - 90} 150 L${dx + 40} 150 Q${dx} 0 ${dx + 40} -150 Z" fill="${METAL}" ${line(ink)}/>
  <path d="M${dx - 70} -120 Q${dx - 105} 0 ${dx - 70} 120 L${dx + 15} 120 Q${dx - 20} 0 ${dx + 15} -120 Z" fill="${fill}" ${line(ink, 5)}/>
  <path d="M${dx - 80} 0 H${dx - 8}" stroke="${ink}" stroke-width="5"/>`;
  return pad(-50) + pad(120);
};

const drilledRotor: IconArt = (fill, ink) => `
  <circle r="180" fill="${METAL}" ${line(ink)}/>
  <circle r="75" fill="${fill}" ${line(ink)}/>
  <circle r="28" fill="#eef1f5" ${line(ink, 5)}/>
  ${ring(5, 50, `<circle r="9" fill="${ink}"/>`)}
  ${ring(18, 125, `<circle r="8" fill="${ink}" opacity="0.7"/>`)}
  ${ring(6, 150, `<path d="M-20 0 Q0 -8 20 0" fill="none" stroke="${ink}" stroke-width="5" opacity="0.6"/>`)}`;

const brakeKit: IconArt = (fill, ink) => `
  <g transform="translate(-55 -20) scale(0.72)">${drilledRotor(fill, ink)}</g>
  <g transform="translate(120 95) scale(0.45)">${brakePads(fill, ink)}</g>`;

const caliper: IconArt = (fill, ink) => `
  <path d="M-170 -100 Q-170 -160 -110 -160 L110 -160 Q170 -160 170 -100 L170 100 Q170 160 110 160 L60 160 L60 60 L-60 60 L-60 160 L-110 160 Q-170 160 -170 100 Z" fill="${fill}" ${line(ink)}/>
  <circle cx="-85" cy="-60" r="42" fill="${METAL}" ${line(ink, 6)}/><circle cx="85" cy="-60" r="42" fill="${METAL}" ${line(ink, 6)}/>
  <rect x="130" y="-150" width="22" height="40" rx="6" fill="${DARK}"/>
  <path d="M-120 20 H120" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.7"/>`;

const backupCamera: IconArt = (fill, ink) => `
  <path d="M60 40 Q150 60 120 150 Q100 190 180 190" fill="none" ${line(DARK, 12)}/>
  <rect x="-150" y="-90" width="230" height="150" rx="30" fill="${fill}" ${line(ink)}/>
  <circle cx="-35" cy="-15" r="55" fill="${DARK}" ${line(ink, 6)}/>
  <circle cx="-35" cy="-15" r="28" fill="#4fc3f7" ${line(ink, 5)}/><circle cx="-45" cy="-25" r="8" fill="#ffffff"/>
  <circle cx="45" cy="-60" r="8" fill="${RED}"/>`;

const alternator: IconArt = (fill, ink) => `
  <circle cx="-20" r="150" fill="${fill}" ${line(ink)}/>
  ${ring(10, 100, `<rect x="-9" y="-28" width="18" height="56" rx="8" fill="${DARK}" opacity="0.75"/>`, -20)}
  <rect x="120" y="-40" width="40" height="80" fill="${METAL}" ${line(ink, 6)}/>
  <circle cx="180" r="45" fill="${DARK}" ${line(ink, 6)}/>${rows(3, -20, 20, (y) => `<path d="M140 ${y} H220" stroke="${METAL}" stroke-width="5"/>`)}
  <circle cx="-20" r="30" fill="${METAL}" ${line(ink, 6)}/>`;

const starter: IconArt = (fill, ink) => `
  <rect x="-180" y="-20" width="250" height="140" rx="30" fill="${fill}" ${line(ink)}/>
  <rect x="-150" y="-120" width="200" height="90" rx="40" fill="${METAL}" ${line(ink)}/>
  <rect x="70" y="20" width="60" height="60" fill="${METAL}" ${line(ink, 6)}/>
  <rect x="130" y="15" width="55" height="70" rx="6" fill="${DARK}" ${line(ink, 6)}/>
  ${rows(5, 135, 10, (x) => `<path d="M${x} 15 V85" stroke="${METAL}" stroke-width="3"/>`)}
  <circle cx="-90" cy="-140" r="16" fill="${RED}" ${line(ink, 5)}/>`;

const ignitionCoil: IconArt = (fill, ink) => `
  <rect x="-110" y="-180" width="220" height="110" rx="16" fill="${fill}" ${line(ink)}/>
  <rect x="60" y="-215" width="60" height="45" rx="8" fill="${DARK}" ${line(ink, 5)}/>
  <rect x="-38" y="-70" width="76" height="200" fill="${DARK}" ${line(ink)}/>
  ${rows(4, -50, 40, (y) => `<path d="M-38 ${y} H38" stroke="${METAL}" stroke-width="5"/>`)}
  <path d="M-30 130 L-22 180 L22 180 L30 130 Z" fill="${RED}" ${line(ink, 6)}/>`;

const radiator: IconArt = (fill, ink) => `
  <rect x="-190" y="-130" width="380" height="40" rx="10" fill="${DARK}" ${line(ink, 6)}/>
  <rect x="-190" y="100" width="380" height="40" rx="10" fill="${DARK}" ${line(ink, 6)}/>
  <rect x="-175" y="-90" width="350" height="190" fill="${fill}" ${line(ink)}/>
  ${rows(17, -160, 20, (x) => `<path d="M${x} -85 V95" stroke="${ink}" stroke-width="4" opacity="0.45"/>`)}
  <rect x="120" y="-165" width="40" height="35" rx="8" fill="${METAL}" ${line(ink, 5)}/>`;

const waterPump: IconArt = (fill, ink) => `
  <path d="M-170 -40 Q-170 -150 -60 -150 L120 -150 Q170 -150 170 -100 L170 80 Q170 150 100 150 L-80 150 Q-170 150 -170 60 Z" fill="${fill}" ${line(ink)}/>
  ${[[-140, -120], [140, -120], [-140, 120], [140, 120]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#eef1f5" ${line(ink, 5)}/>`).join('')}
  <circle r="90" fill="${METAL}" ${line(ink)}/>
  ${ring(4, 55, `<circle r="12" fill="${DARK}"/>`)}
  <circle r="25" fill="${DARK}" ${line(ink, 5)}/>`;

const sparkPlug: IconArt = (fill, ink) => `
  <rect x="-18" y="-195" width="36" height="40" rx="8" fill="${METAL}" ${line(ink, 6)}/>
  <path d="M-35 -155 L35 -155 L45 -20 L-45 -20 Z" fill="#f4f6f8" ${line(ink)}/>
  ${rows(4, -140, 28, (y) => `<path d="M-36 ${y} H36" stroke="${ink}" stroke-width="4" opacity="0.35"/>`)}
  <path d="M-70 -20 L70 -20 L70 40 L-70 40 Z" fill="${fill}" ${line(ink)}/>
  <rect x="-45" y="40" width="90" height="110" fill="${METAL}" ${line(ink)}/>
  ${rows(6, 52, 17, (y) => `<path d="M-45 ${y} L45 ${y + 8}" stroke="${ink}" stroke-width="4" opacity="0.6"/>`)}
  <path d="M0 150 V180 M-25 150 V195 H10" fill="none" ${line(ink, 8)}/>`;

const timingKit: IconArt = (fill, ink) => `
  <path d="M-110 -130 L110 -60 A70 70 0 0 1 90 70 L-90 150 A100 100 0 0 1 -150 -60 Z" fill="none" ${line(DARK, 26)}/>
  <circle cx="-110" cy="-60" r="70" fill="${fill}" ${line(ink)}/><circle cx="-110" cy="-60" r="20" fill="#eef1f5" ${line(ink, 5)}/>
  <circle cx="110" cy="0" r="55" fill="${fill}" ${line(ink)}/><circle cx="110" cy="0" r="16" fill="#eef1f5" ${line(ink, 5)}/>
  <circle cx="-60" cy="110" r="35" fill="${METAL}" ${line(ink, 6)}/>`;

const engineMount: IconArt = (fill, ink) => `
  <path d="M-180 120 L-180 60 L180 60 L180 120 Z" fill="${METAL}" ${line(ink)}/>
  <path d="M-120 60 L-100 -50 L100 -50 L120 60 Z" fill="${DARK}" ${line(ink)}/>
  <path d="M-130 -50 L130 -50 L130 -110 L-130 -110 Z" fill="${fill}" ${line(ink)}/>
  <path d="M-60 -110 V-170 M60 -110 V-170 M-140 120 V175 M140 120 V175" ${line(ink, 16)} stroke-linecap="round"/>`;

const controlArm: IconArt = (fill, ink) => `
  <path d="M-160 -110 L140 0 L-160 110 L-110 0 Z" fill="${fill}" ${line(ink)}/>
  <circle cx="-160" cy="-110" r="42" fill="${DARK}" ${line(ink, 6)}/><circle cx="-160" cy="-110" r="16" fill="${METAL}"/>
  <circle cx="-160" cy="110" r="42" fill="${DARK}" ${line(ink, 6)}/><circle cx="-160" cy="110" r="16" fill="${METAL}"/>
  <circle cx="150" cy="0" r="38" fill="${METAL}" ${line(ink, 6)}/><path d="M150 -38 V-90" ${line(ink, 18)}/>`;

const liftKit: IconArt = (fill, ink) => `
  <g transform="translate(-90 0) scale(0.55)">${spring(fill, ink)}</g>
  <rect x="30" y="-40" width="150" height="70" rx="10" fill="${fill}" ${line(ink)}/>
  <rect x="30" y="50" width="150" height="70" rx="10" fill="${fill}" ${line(ink)}/>
  <path d="M105 -70 V-170 M70 -130 L105 -175 L140 -130" fill="none" ${line(RED, 14)} stroke-linecap="round"/>`;

const swayBarLink: IconArt = (fill, ink) => `
  <path d="M0 -120 V120" ${line(ink, 46)} stroke-linecap="round"/><path d="M0 -120 V120" stroke="${fill}" stroke-width="32" stroke-linecap="round"/>
  <circle cy="-130" r="42" fill="${DARK}" ${line(ink, 6)}/><circle cy="130" r="42" fill="${DARK}" ${line(ink, 6)}/>
  <path d="M-42 -130 H-120 M42 130 H120" ${line(METAL, 18)}/>
  ${rows(4, -110, 14, (x) => `<path d="M${x} -142 V-118" stroke="${ink}" stroke-width="3"/>`)}`;

const wheelHub: IconArt = (fill, ink) => `
  <rect x="-60" y="-60" width="230" height="120" rx="20" fill="${METAL}" ${line(ink)}/>
  <path d="M170 30 Q220 60 200 130" fill="none" ${line(DARK, 10)}/>
  <circle cx="-60" r="140" fill="${fill}" ${line(ink)}/>
  <circle cx="-60" r="50" fill="#eef1f5" ${line(ink, 6)}/>
  ${ring(5, 95, `<circle r="16" fill="${METAL}" ${line(ink, 5)}/>`, -60)}`;

const obdScanner: IconArt = (fill, ink) => `
  <path d="M40 160 Q40 200 120 190 L150 190" fill="none" ${line(DARK, 12)}/>
  <rect x="150" y="165" width="50" height="45" rx="6" fill="${DARK}"/>
  <rect x="-110" y="-190" width="220" height="350" rx="36" fill="${fill}" ${line(ink)}/>
  <rect x="-80" y="-155" width="160" height="120" rx="10" fill="#1f3b57" ${line(ink, 5)}/>
  <path d="M-65 -70 L-25 -110 L10 -85 L60 -130" fill="none" stroke="#7cf0a0" stroke-width="6"/>
  <circle cx="0" cy="40" r="40" fill="${DARK}" ${line(ink, 5)}/>
  <circle cx="-60" cy="110" r="16" fill="${RED}"/><circle cx="60" cy="110" r="16" fill="#43a047"/>`;

const jackStand: IconArt = (fill, ink) => `
  <path d="M-150 170 L-40 -60 M150 170 L40 -60 M-170 170 H170" fill="none" ${line(ink, 30)} stroke-linecap="round"/>
  <path d="M-150 170 L-40 -60 M150 170 L40 -60 M-170 170 H170" fill="none" stroke="${fill}" stroke-width="18" stroke-linecap="round"/>
  <rect x="-28" y="-170" width="56" height="170" fill="${METAL}" ${line(ink, 6)}/>
  ${rows(5, -150, 30, (y) => `<circle cy="${y}" r="6" fill="${ink}"/>`)}
  <path d="M-55 -170 Q0 -140 55 -170 L60 -190 L-60 -190 Z" fill="${DARK}" ${line(ink, 5)}/>`;

const tireInflator: IconArt = (fill, ink) => `
  <path d="M120 60 Q200 80 180 160 Q160 200 100 180" fill="none" ${line(DARK, 12)}/>
  <rect x="-170" y="-110" width="290" height="200" rx="40" fill="${fill}" ${line(ink)}/>
  <rect x="-140" y="-150" width="80" height="50" rx="14" fill="${DARK}" ${line(ink, 5)}/>
  <circle cx="30" cy="-10" r="60" fill="#f4f6f8" ${line(ink, 6)}/>
  <path d="M30 -10 L65 -45" ${line(RED, 6)}/><circle cx="30" cy="-10" r="8" fill="${ink}"/>
  <rect x="-130" y="20" width="70" height="40" rx="6" fill="#1f3b57"/>`;

const batteryCharger: IconArt = (fill, ink) => `
  <path d="M-60 60 Q-140 140 -170 110 M60 60 Q140 140 170 110" fill="none" ${line(DARK, 10)}/>
  <path d="M-190 95 L-150 95 L-150 140 L-190 140 Z" fill="${RED}" ${line(ink, 5)}/><path d="M150 95 L190 95 L190 140 L150 140 Z" fill="${DARK}" ${line(ink, 5)}/>
  <rect x="-120" y="-150" width="240" height="220" rx="24" fill="${fill}" ${line(ink)}/>
  <rect x="-85" y="-115" width="170" height="70" rx="8" fill="#1f3b57"/>
  <path d="M-10 -110 L-35 -75 L-5 -75 L-20 -50 L25 -90 L-5 -90 L10 -110 Z" fill="#7cf0a0"/>
  ${rows(3, -50, 50, (x) => `<circle cx="${x}" cy="15" r="13" fill="${DARK}"/>`)}`;

export const PART_DRAWINGS: Record<string, IconArt> = {
  headlights: headlight,
  'tail-lights': tailLight,
  'fog-lights': fogLight,
  'led-light-bars': lightBar,
  'led-bulbs': ledBulb,
  'third-brake-lights': thirdBrakeLight,
  'side-mirrors': sideMirror,
  grilles: grille,
  bumpers: bumper,
  'running-boards': runningBoard,
  'tonneau-covers': tonneauCover,
  'mud-flaps': mudFlap,
  'floor-mats': floorMat,
  'seat-covers': seat,
  'cargo-liners': cargoLiner,
  'sun-shades': sunShade,
  'cold-air-intakes': intake,
  'exhaust-systems': exhaust,
  'throttle-body-spacers': throttleSpacer,
  'tpms-sensors': tpmsSensor,
  'lug-nuts': lugNuts,
  'wheel-spacers': wheelSpacer,
  'brake-pads': brakePads,
  'brake-rotors': drilledRotor,
  'brake-kits': brakeKit,
  'brake-calipers': caliper,
  'backup-cameras': backupCamera,
  alternators: alternator,
  starters: starter,
  'ignition-coils': ignitionCoil,
  radiators: radiator,
  'water-pumps': waterPump,
  'spark-plugs': sparkPlug,
  'timing-kits': timingKit,
  'engine-mounts': engineMount,
  'shocks-struts': spring,
  'control-arms': controlArm,
  'lift-kits': liftKit,
  'sway-bar-links': swayBarLink,
  'wheel-hubs': wheelHub,
  'obd2-scanners': obdScanner,
  'jacks-stands': jackStand,
  'tire-inflators': tireInflator,
  'battery-chargers': batteryCharger,
};
