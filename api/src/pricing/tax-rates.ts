/**
 * Sales-tax rates (spec §9 "Order, shipping and tax limits: not shown": the statutory rates as of
 * 2026). Basis points of the merchandise (1% = 100; halves for rates such as Minnesota's 6.875%).
 * US: the state-wide base rate (local rates are not added; a leading store's estimate before the
 * address is complete does the same). Canada: GST, HST, or GST plus the provincial PST / RST / QST.
 */
export const US_STATE_TAX_BP: Readonly<Record<string, number>> = {
  AL: 400, AK: 0, AZ: 560, AR: 650, CA: 725, CO: 290, CT: 635, DE: 0, DC: 600, FL: 600, GA: 400, HI: 400,
  ID: 600, IL: 625, IN: 700, IA: 600, KS: 650, KY: 600, LA: 500, ME: 550, MD: 600, MA: 625, MI: 600, MN: 687.5,
  MS: 700, MO: 422.5, MT: 0, NE: 550, NV: 685, NH: 0, NJ: 662.5, NM: 487.5, NY: 400, NC: 475, ND: 500, OH: 575,
  OK: 450, OR: 0, PA: 600, RI: 700, SC: 600, SD: 420, TN: 700, TX: 625, UT: 610, VT: 600, VA: 530, WA: 650,
  WV: 600, WI: 500, WY: 400,
  // Puerto Rico's IVU (state 10.5% + municipal 1%); the other territories and military mail: none.
  PR: 1150, VI: 0, GU: 0, AS: 0, MP: 0, AA: 0, AE: 0, AP: 0,
};

export interface ProvinceTax {
  /** "GST", "HST", "GST + PST", "GST + QST". */
  name: string;
  bp: number;
}

export const CA_PROVINCE_TAX: Readonly<Record<string, ProvinceTax>> = {
  AB: { name: 'GST', bp: 500 },
  BC: { name: 'GST + PST', bp: 1200 },
  MB: { name: 'GST + PST', bp: 1200 },
  NB: { name: 'HST', bp: 1500 },
  NL: { name: 'HST', bp: 1500 },
  // Nova Scotia's HST went from 15% to 14% on 1 April 2025.
  NS: { name: 'HST', bp: 1400 },
  NT: { name: 'GST', bp: 500 },
  NU: { name: 'GST', bp: 500 },
  ON: { name: 'HST', bp: 1300 },
  PE: { name: 'HST', bp: 1500 },
  QC: { name: 'GST + QST', bp: 1497.5 },
  SK: { name: 'GST + PST', bp: 1100 },
  YT: { name: 'GST', bp: 500 },
};
