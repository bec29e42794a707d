/**
 * One simple line-art icon per department, drawn in a 400×400 box centred on (0, 0), filled with
 * `fill` (the part's colour) and outlined with `ink`.
 */
export type IconArt = (fill: string, ink: string) => string;

export const headlight: IconArt = (fill, ink) => `
  <path d="M-180 -90 Q-170 -140 -110 -140 L150 -120 Q190 -115 190 -70 L175 90 Q170 130 120 130 L-140 120 Q-185 115 -185 70 Z" fill="${fill}" stroke="${ink}" stroke-width="8"/>
  <circle cx="-80" cy="-5" r="62" fill="#eef6ff" stroke="${ink}" stroke-width="8"/>
  <circle cx="-80" cy="-5" r="30" fill="#ffffff" stroke="${ink}" stroke-width="5"/>
  <circle cx="70" cy="-5" r="48" fill="#eef6ff" stroke="${ink}" stroke-width="8"/>
  <path d="M-150 95 Q0 80 150 90" fill="none" stroke="#ffd54a" stroke-width="10" stroke-linecap="round"/>`;

export const car: IconArt = (fill, ink) => `
  <path d="M-190 60 L-190 10 Q-185 -20 -140 -30 L-80 -90 Q-60 -105 -20 -105 L70 -105 Q105 -105 125 -80 L165 -30 Q195 -20 195 15 L195 60 Z" fill="${fill}" stroke="${ink}" stroke-width="8"/>
  <path d="M-60 -80 L-15 -80 L-15 -35 L-110 -35 Z M10 -80 L80 -80 L120 -35 L10 -35 Z" fill="#dfe9f5" stroke="${ink}" stroke-width="5"/>
  <circle cx="-110" cy="65" r="42" fill="#2b2f36" stroke="${ink}" stroke-width="6"/><circle cx="-110" cy="65" r="16" fill="#c9ced6"/>
  <circle cx="115" cy="65" r="42" fill="#2b2f36" stroke="${ink}" stroke-width="6"/><circle cx="115" cy="65" r="16" fill="#c9ced6"/>`;

export const seat: IconArt = (fill, ink) => `
  <path d="M-70 -170 Q-10 -185 40 -165 Q60 -90 50 20 L-60 20 Q-80 -90 -70 -170 Z" fill="${fill}" stroke="${ink}" stroke-width="8"/>
  <path d="M-120 20 L110 20 Q140 25 140 60 L140 95 Q140 120 110 120 L-110 120 Q-140 120 -140 90 L-140 50 Q-140 20 -120 20 Z" fill="${fill}" stroke="${ink}" stroke-width="8"/>
  <path d="M-55 -120 Q-5 -130 35 -118 M-58 -60 Q-5 -70 40 -58" fill="none" stroke="${ink}" stroke-width="4" opacity="0.5"/>
  <rect x="-150" y="140" width="300" height="28" rx="10" fill="#3a3f47"/>`;

export const intake: IconArt = (fill, ink) => `
  <path d="M-170 100 Q-170 -60 -20 -60 L90 -60" fill="none" stroke="${ink}" stroke-width="64" stroke-linecap="round"/>
  <path d="M-170 100 Q-170 -60 -20 -60 L90 -60" fill="none" stroke="${fill}" stroke-width="48" stroke-linecap="round"/>
  <path d="M90 -110 L180 -140 L180 20 L90 -10 Z" fill="#d8412f" stroke="${ink}" stroke-width="8"/>
  <path d="M115 -110 L115 -12 M140 -118 L140 -4 M160 -126 L160 4" stroke="${ink}" stroke-width="4" opacity="0.6"/>`;

export const wheel: IconArt = (fill, ink) => `
  <circle r="175" fill="#2b2f36" stroke="${ink}" stroke-width="8"/>
  <circle r="120" fill="${fill}" stroke="${ink}" stroke-width="8"/>
  ${[0, 72, 144, 216, 288].map((a) => `<rect x="-12" y="-112" width="24" height="80" rx="10" fill="${ink}" opacity="0.55" transform="rotate(${a})"/>`).join('')}
  <circle r="32" fill="#c9ced6" stroke="${ink}" stroke-width="6"/>
  <rect x="120" y="-40" width="60" height="36" rx="8" fill="#4fc3f7" stroke="${ink}" stroke-width="5"/>`;

export const rotor: IconArt = (fill, ink) => `
  <circle r="170" fill="#b9c0c9" stroke="${ink}" stroke-width="8"/>
  <circle r="60" fill="${fill}" stroke="${ink}" stroke-width="8"/>
  ${Array.from({ length: 12 }, (_, i) => `<circle cx="0" cy="-120" r="9" fill="${ink}" opacity="0.7" transform="rotate(${i * 30})"/>`).join('')}
  ${[0, 72, 144, 216, 288].map((a) => `<circle cx="0" cy="-32" r="8" fill="${ink}" transform="rotate(${a})"/>`).join('')}
  <path d="M60 -175 Q185 -150 185 0 L130 0 Q130 -110 40 -125 Z" fill="#d8412f" stroke="${ink}" stroke-width="8"/>`;

export const bolt: IconArt = (fill, ink) => `
  <rect x="-150" y="-150" width="300" height="300" rx="40" fill="${fill}" stroke="${ink}" stroke-width="8"/>
  <path d="M20 -120 L-70 20 L-5 20 L-25 125 L75 -25 L10 -25 Z" fill="#ffd54a" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>`;

export const gear: IconArt = (fill, ink) => `
  ${Array.from({ length: 10 }, (_, i) => `<rect x="-24" y="-175" width="48" height="70" rx="8" fill="${fill}" stroke="${ink}" stroke-width="6" transform="rotate(${i * 36})"/>`).join('')}
  <circle r="125" fill="${fill}" stroke="${ink}" stroke-width="8"/>
  <circle r="50" fill="#eef1f5" stroke="${ink}" stroke-width="8"/>`;

export const spring: IconArt = (fill, ink) => `
  <rect x="-34" y="-180" width="68" height="360" rx="20" fill="#5c6470" stroke="${ink}" stroke-width="6"/>
  <path d="${Array.from({ length: 8 }, (_, i) => `M-95 ${-150 + i * 38} Q0 ${-132 + i * 38} 95 ${-131 + i * 38}`).join(' ')}" fill="none" stroke="${fill}" stroke-width="22" stroke-linecap="round"/>
  <path d="${Array.from({ length: 8 }, (_, i) => `M-95 ${-150 + i * 38} Q0 ${-132 + i * 38} 95 ${-131 + i * 38}`).join(' ')}" fill="none" stroke="${ink}" stroke-width="3" opacity="0.5"/>`;

export const wrench: IconArt = (fill, ink) => {
  const jaw = 'M-48 -190 L-48 -130 A48 48 0 0 0 48 -130 L48 -190';
  return `
  <g transform="rotate(-40)">
    <rect x="-28" y="-100" width="56" height="270" rx="24" fill="${fill}" stroke="${ink}" stroke-width="8"/>
    <path d="${jaw}" fill="none" stroke="${ink}" stroke-width="62" stroke-linecap="round"/>
    <path d="${jaw}" fill="none" stroke="${fill}" stroke-width="46" stroke-linecap="round"/>
    <circle cx="0" cy="130" r="12" fill="${ink}" opacity="0.6"/>
  </g>`;
};

export const DEPARTMENT_ICONS: Record<string, IconArt> = {
  lighting: headlight,
  exterior: car,
  interior: seat,
  performance: intake,
  'wheels-tires': wheel,
  brakes: rotor,
  electrical: bolt,
  'engine-parts': gear,
  suspension: spring,
  'tools-garage': wrench,
};

/** Accent colour per department (background gradient). */
export const DEPARTMENT_ACCENTS: Record<string, string> = {
  lighting: '#1e88e5',
  exterior: '#00897b',
  interior: '#8e24aa',
  performance: '#e53935',
  'wheels-tires': '#3949ab',
  brakes: '#d84315',
  electrical: '#f9a825',
  'engine-parts': '#546e7a',
  suspension: '#43a047',
  'tools-garage': '#6d4c41',
};
