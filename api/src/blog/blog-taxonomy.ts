/** The blog's categories and topics (spec §2 /blogs/categories/…, /blogs/topic/…), seeded by ensure-blog.ts. */
export interface BlogCategorySeed {
  handle: string;
  name: string;
  description: string;
  sort: number;
}

export interface BlogTopicSeed {
  handle: string;
  name: string;
  description: string;
}

export const BLOG_CATEGORIES: readonly BlogCategorySeed[] = [
  { handle: 'brakes', name: 'Brakes', description: 'Pads, rotors, calipers and fluid: what to buy, when to replace it and how to bed it in.', sort: 1 },
  { handle: 'lighting', name: 'Lighting', description: 'Headlights, LED bulbs, fog lights and tail lights that are bright, legal and aimed right.', sort: 2 },
  { handle: 'suspension-steering', name: 'Suspension & Steering', description: 'Shocks, struts, control arms, links and hubs: ride, handling and alignment.', sort: 3 },
  { handle: 'engine-maintenance', name: 'Engine & Maintenance', description: 'Spark plugs, coils, cooling, timing parts and the service schedule that keeps an engine healthy.', sort: 4 },
  { handle: 'wheels-tires', name: 'Wheels & Tires', description: 'TPMS sensors, lug nuts, spacers and tire care for every season.', sort: 5 },
  { handle: 'buying-guides', name: 'Buying Guides', description: 'How to find parts that fit your exact vehicle, read a listing and shop on either side of the border.', sort: 6 },
];

export const BLOG_TOPICS: readonly BlogTopicSeed[] = [
  { handle: 'diy-install', name: 'DIY install', description: 'Step-by-step jobs you can do in a driveway with hand tools.' },
  { handle: 'fitment', name: 'Fitment', description: 'Year, make, model, trim and engine: making sure a part fits before you order it.' },
  { handle: 'winter-driving', name: 'Winter driving', description: 'Cold starts, snow, road salt and short days.' },
  { handle: 'canada', name: 'Canada', description: 'Rules, seasons and shopping notes for Canadian drivers.' },
  { handle: 'safety', name: 'Safety', description: 'The parts that stop, steer and light your way, and how to check them.' },
  { handle: 'maintenance-schedule', name: 'Maintenance schedule', description: 'What to check or replace, and how often.' },
  { handle: 'trucks-towing', name: 'Trucks & towing', description: 'Pickups, trailers and heavy loads.' },
  { handle: 'budget', name: 'Saving money', description: 'Where an aftermarket part saves money and where it is worth paying more.' },
  { handle: 'troubleshooting', name: 'Troubleshooting', description: 'Noises, warning lights and symptoms, and what usually causes them.' },
];
