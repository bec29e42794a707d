/**
 * The front category tree: ten departments with their leaf categories, and for each leaf what its
 * parts look like (names, variants, price band, how many vehicles they fit). Handles include every
 * one the storefront already links (mfe-catalog/src/categories/front-categories.ts).
 */
export type Body = 'car' | 'truck' | 'mpv';

export interface PartTemplate {
  /** Title part after the vehicle: "LED Headlight Assembly Pair". */
  name: string;
  inKind: string;
  quantity: number;
  /** Where on the vehicle (also the fitment `location` column). */
  location: string;
}

export interface DisplayAttribute {
  key: string;
  name: string;
  values: readonly string[];
}

export interface LeafCategory {
  handle: string;
  name: string;
  /** Relative share of the catalog's items. */
  weight: number;
  parts: readonly PartTemplate[];
  /** Title suffix after a comma ("Black Housing"); '' for none. */
  variants: readonly string[];
  attributes: readonly DisplayAttribute[];
  /** US price band in whole dollars (prices end in .99). */
  price: readonly [number, number];
  /** Share of this leaf's items that fit every vehicle (no fitment rows). */
  universalShare: number;
  /** Fitment applications (rows) per vehicle-specific item. */
  fitRows: readonly [number, number];
  /**
   * `model`: shaped for one model (lights, body panels, mats): it fits the model the title names,
   * nothing else (one application, `fitRows` [1, 1]). Otherwise (default `family`) further models of
   * the make's family may share it.
   */
  fits?: 'model' | 'family';
  /** Share of rows narrowed to a trim and/or engine. */
  narrowShare: number;
  bodies?: readonly Body[];
  notes: readonly string[];
  tagline: string;
}

export interface Department {
  handle: string;
  name: string;
  blurb: string;
  leaves: readonly LeafCategory[];
}

const part = (name: string, inKind = 'Single', quantity = 1, location = ''): PartTemplate => ({ name, inKind, quantity, location });
const attr = (key: string, name: string, values: readonly string[]): DisplayAttribute => ({ key, name, values });

const FINISH = attr('finish', 'Finish', ['Gloss Black', 'Matte Black', 'Chrome', 'Carbon Fiber Look']);
const MATERIAL = attr('material', 'Material', ['ABS Plastic', 'Aluminum', 'Steel', 'Stainless Steel']);
const CERT = attr('certification', 'Certification', ['DOT/SAE', 'DOT', 'SAE', 'E-Mark']);
const POSITION = attr('position', 'Position', ['Front', 'Rear', 'Front and Rear']);

const leaf = (l: Omit<LeafCategory, 'narrowShare' | 'notes' | 'universalShare'> & Partial<Pick<LeafCategory, 'narrowShare' | 'notes' | 'universalShare'>>): LeafCategory => ({
  narrowShare: 0.3,
  universalShare: 0,
  notes: [],
  ...l,
});

export const DEPARTMENTS: readonly Department[] = [
  {
    handle: 'lighting',
    name: 'Lighting',
    blurb: 'Headlights, tail lights, fog lights and LED upgrades',
    leaves: [
      leaf({
        handle: 'headlights', name: 'Headlights', weight: 9,
        parts: [
          part('LED Headlight Assembly Pair', 'Pair', 2, 'Driver and Passenger Side'),
          part('Projector Headlights Pair', 'Pair', 2, 'Driver and Passenger Side'),
          part('Halogen Headlight Assembly Pair', 'Pair', 2, 'Driver and Passenger Side'),
          part('LED DRL Projector Headlights', 'Pair', 2, 'Driver and Passenger Side'),
          part('Driver Side Headlight Assembly', 'Single', 1, 'Driver Side'),
        ],
        variants: ['Black Housing', 'Chrome Housing', 'Smoked Lens', 'Clear Lens', 'Amber Reflector', ''],
        attributes: [attr('housingColor', 'Housing Color', ['Black', 'Chrome', 'Smoked']), attr('bulbType', 'Bulb Type', ['LED', 'Halogen', 'HID']), CERT],
        price: [119, 549], fitRows: [1, 1], fits: 'model', narrowShare: 0.35,
        notes: ['For models with factory halogen headlights', 'Not for models with adaptive headlights', 'Plug-and-play wiring'],
        tagline: 'Plug-and-play fit with OE-style mounting and sealed, fog-free housings',
      }),
      leaf({
        handle: 'tail-lights', name: 'Tail Lights', weight: 6,
        parts: [
          part('LED Tail Light Assembly Pair', 'Pair', 2, 'Rear Driver and Passenger Side'),
          part('Sequential LED Tail Lights', 'Pair', 2, 'Rear Driver and Passenger Side'),
          part('Passenger Side Tail Light Housing', 'Single', 1, 'Rear Passenger Side'),
        ],
        variants: ['Smoked Lens', 'Red Lens', 'Red/Clear Lens', 'Black Housing', ''],
        attributes: [attr('lensColor', 'Lens Color', ['Red', 'Smoked', 'Clear']), attr('bulbType', 'Bulb Type', ['LED', 'Incandescent']), CERT],
        price: [79, 399], fitRows: [1, 1], fits: 'model',
        notes: ['For models with factory LED tail lights', 'Bulbs not included'],
        tagline: 'Bright LED light bars with a sealed housing, pairs well with new LED headlights',
      }),
      leaf({
        handle: 'fog-lights', name: 'Fog Lights', weight: 4,
        parts: [
          part('LED Fog Lights Kit with Wiring Harness', 'Kit', 2, 'Front'),
          part('Fog Light Assembly Pair', 'Pair', 2, 'Front'),
          part('Fog Light Bezel Covers', 'Pair', 2, 'Front Bumper'),
        ],
        variants: ['Clear Lens', 'Yellow Lens', 'Smoked Lens', ''],
        attributes: [attr('lensColor', 'Lens Color', ['Clear', 'Yellow', 'Smoked']), attr('bulbType', 'Bulb Type', ['LED', 'Halogen']), CERT],
        price: [39, 189], fitRows: [2, 10], universalShare: 0.15,
        notes: ['Bumper cutout required on base models', 'Switch and relay included'],
        tagline: 'Wide, low beam pattern that cuts through fog, rain and snow',
      }),
      leaf({
        handle: 'led-light-bars', name: 'LED Light Bars', weight: 3,
        parts: [part('20 Inch LED Light Bar Combo Beam', 'Single', 1, 'Front'), part('4 Inch LED Pod Lights Pair', 'Pair', 2, 'Front'), part('52 Inch Curved LED Light Bar', 'Single', 1, 'Roof')],
        variants: ['Spot Beam', 'Flood Beam', 'Combo Beam', ''],
        attributes: [attr('beam', 'Beam Pattern', ['Spot', 'Flood', 'Combo']), attr('ip', 'Waterproof Rating', ['IP67', 'IP68'])],
        price: [29, 249], fitRows: [1, 4], universalShare: 0.7, bodies: ['truck', 'mpv'],
        tagline: 'Die-cast aluminum housing with IP68 sealing for off-road use',
      }),
      leaf({
        handle: 'led-bulbs', name: 'LED Bulbs', weight: 3,
        parts: [part('H11 LED Headlight Bulbs', 'Pair', 2, 'Front'), part('9005 LED Headlight Bulbs', 'Pair', 2, 'Front'), part('H4 Hi/Lo Beam LED Bulbs', 'Pair', 2, 'Front'), part('194 LED Interior Bulbs 10-Pack', 'Set', 10, 'Interior')],
        variants: ['6000K White', '3000K Yellow', ''],
        attributes: [attr('colorTemp', 'Color Temperature', ['6000K', '5000K', '3000K']), attr('socket', 'Socket', ['H11', '9005', 'H4', '194'])],
        price: [19, 89], fitRows: [5, 26], universalShare: 0.4,
        tagline: 'Fan-cooled LED chips with a halogen-like beam pattern and no glare',
      }),
      leaf({
        handle: 'third-brake-lights', name: 'Third Brake Lights', weight: 1,
        parts: [part('LED Third Brake Light', 'Single', 1, 'Rear Center'), part('Third Brake Light with Cargo Lamp', 'Single', 1, 'Rear Center')],
        variants: ['Smoked Lens', 'Red Lens', ''],
        attributes: [attr('lensColor', 'Lens Color', ['Red', 'Smoked']), CERT],
        price: [25, 99], fitRows: [1, 1], fits: 'model',
        tagline: 'High-mount LED stop lamp with a direct OE-style connector',
      }),
    ],
  },
  {
    handle: 'exterior',
    name: 'Exterior',
    blurb: 'Mirrors, grilles, bumpers, running boards and tonneau covers',
    leaves: [
      leaf({
        handle: 'side-mirrors', name: 'Side Mirrors', weight: 3,
        parts: [part('Driver Side Power Heated Side Mirror', 'Single', 1, 'Driver Side'), part('Towing Mirrors Pair', 'Pair', 2, 'Driver and Passenger Side'), part('Side Mirror Cover Caps', 'Pair', 2, 'Driver and Passenger Side')],
        variants: ['Black', 'Chrome', 'Paint to Match', ''],
        attributes: [attr('mirrorFeatures', 'Features', ['Power', 'Heated', 'Power Folding', 'Manual']), FINISH],
        price: [39, 289], fitRows: [1, 1], fits: 'model', narrowShare: 0.4,
        notes: ['For models with turn signal in mirror', 'Without blind spot detection'],
        tagline: 'OE-matching glass and connectors for a bolt-on replacement',
      }),
      leaf({
        handle: 'grilles', name: 'Grilles', weight: 2,
        parts: [part('Front Bumper Grille', 'Single', 1, 'Front'), part('Honeycomb Mesh Grille', 'Single', 1, 'Front'), part('Grille Insert', 'Single', 1, 'Front')],
        variants: ['Gloss Black', 'Matte Black', 'Chrome', ''],
        attributes: [FINISH, MATERIAL],
        price: [59, 399], fitRows: [1, 1], fits: 'model',
        notes: ['Without front camera', 'For models with front parking sensors'],
        tagline: 'A sharper front end that bolts on with the factory clips',
      }),
      leaf({
        handle: 'bumpers', name: 'Bumpers', weight: 2,
        parts: [part('Front Bumper Cover', 'Single', 1, 'Front'), part('Rear Bumper Step Pad', 'Single', 1, 'Rear'), part('Front Lip Spoiler', 'Single', 1, 'Front')],
        variants: ['Primed', 'Textured Black', 'Gloss Black', ''],
        attributes: [FINISH, MATERIAL],
        price: [49, 499], fitRows: [1, 1], fits: 'model',
        tagline: 'Direct-fit panels made to OE dimensions',
      }),
      leaf({
        handle: 'running-boards', name: 'Running Boards', weight: 2,
        parts: [part('Running Boards Side Steps', 'Pair', 2, 'Driver and Passenger Side'), part('3 Inch Nerf Bars', 'Pair', 2, 'Driver and Passenger Side')],
        variants: ['Black Powder Coat', 'Polished Stainless', ''],
        attributes: [FINISH, MATERIAL],
        price: [119, 499], fitRows: [2, 8], bodies: ['truck', 'mpv'],
        notes: ['Crew Cab only', 'Extended Cab only'],
        tagline: 'Wide anti-slip steps that mount to factory holes, no drilling',
      }),
      leaf({
        handle: 'tonneau-covers', name: 'Tonneau Covers', weight: 2,
        parts: [part('Soft Roll-Up Tonneau Cover', 'Single', 1, 'Bed'), part('Hard Tri-Fold Tonneau Cover', 'Single', 1, 'Bed')],
        variants: ['5.5 ft Bed', '6.5 ft Bed', '8 ft Bed'],
        attributes: [attr('bedLength', 'Bed Length', ['5.5 ft', '6.5 ft', '8 ft']), MATERIAL],
        price: [149, 699], fitRows: [2, 8], bodies: ['truck'],
        notes: ['Without bed rail caps', 'Fits with or without bed liner'],
        tagline: 'Weather-sealed bed cover that installs in minutes with clamps',
      }),
      leaf({
        handle: 'mud-flaps', name: 'Mud Flaps', weight: 1,
        parts: [part('Mud Flaps Splash Guards 4-Piece Set', 'Set', 4, 'Front and Rear')],
        variants: ['Black', ''],
        attributes: [MATERIAL],
        price: [19, 69], fitRows: [3, 10],
        tagline: 'Molded splash guards that protect the paint from road debris',
      }),
    ],
  },
  {
    handle: 'interior',
    name: 'Interior',
    blurb: 'Floor mats, seat covers, cargo liners and sun shades',
    leaves: [
      leaf({
        handle: 'floor-mats', name: 'Floor Mats', weight: 4,
        parts: [part('All-Weather Floor Mats Front and Rear', 'Set', 4, 'Front and Rear'), part('Floor Liners 1st and 2nd Row', 'Set', 3, 'Front and Rear')],
        variants: ['Black', 'Gray', 'Tan', ''],
        attributes: [attr('color', 'Color', ['Black', 'Gray', 'Tan']), attr('rows', 'Rows Covered', ['1st Row', '1st and 2nd Row', '1st, 2nd and 3rd Row'])],
        price: [49, 199], fitRows: [1, 1], fits: 'model', universalShare: 0.3,
        notes: ['Without 3rd row seats', 'For models with 2nd row bench seat'],
        tagline: 'Laser-measured liners with raised edges that trap water, mud and snow',
      }),
      leaf({
        handle: 'seat-covers', name: 'Seat Covers', weight: 3,
        parts: [part('Leatherette Seat Covers Full Set', 'Set', 5, 'Front and Rear'), part('Neoprene Front Seat Covers', 'Pair', 2, 'Front')],
        variants: ['Black', 'Black/Red', 'Gray', ''],
        attributes: [attr('color', 'Color', ['Black', 'Gray', 'Black/Red', 'Beige']), attr('seatMaterial', 'Material', ['Leatherette', 'Neoprene', 'Cloth'])],
        price: [39, 249], fitRows: [2, 8], universalShare: 0.45,
        tagline: 'Side-airbag compatible covers with a snug, tailored look',
      }),
      leaf({
        handle: 'cargo-liners', name: 'Cargo Liners', weight: 2,
        parts: [part('Cargo Liner Trunk Mat', 'Single', 1, 'Rear Cargo')],
        variants: ['Black', 'Gray', ''],
        attributes: [attr('color', 'Color', ['Black', 'Gray'])],
        price: [39, 129], fitRows: [1, 1], fits: 'model', universalShare: 0.1,
        tagline: 'Waterproof cargo protection molded to the trunk floor',
      }),
      leaf({
        handle: 'sun-shades', name: 'Sun Shades', weight: 1,
        parts: [part('Windshield Sun Shade', 'Single', 1, 'Front Windshield')],
        variants: ['Silver', ''],
        attributes: [attr('size', 'Size', ['Standard', 'Large', 'Jumbo'])],
        price: [19, 49], fitRows: [1, 1], fits: 'model', universalShare: 0.4,
        tagline: 'Reflective shade that keeps the cabin up to 40°F cooler',
      }),
    ],
  },
  {
    handle: 'performance',
    name: 'Performance',
    blurb: 'Intakes, exhaust and throttle body upgrades',
    leaves: [
      leaf({
        handle: 'cold-air-intakes', name: 'Cold Air Intakes', weight: 2,
        parts: [part('Cold Air Intake Kit with Heat Shield', 'Kit', 1, 'Engine Bay'), part('Short Ram Air Intake', 'Kit', 1, 'Engine Bay')],
        variants: ['Red Filter', 'Blue Filter', 'Black Filter', ''],
        attributes: [attr('filterColor', 'Filter Color', ['Red', 'Blue', 'Black']), MATERIAL],
        price: [99, 399], fitRows: [2, 8], narrowShare: 0.7,
        notes: ['Not CARB legal', 'Requires tune for best results'],
        tagline: 'Mandrel-bent tubing and a washable filter for more airflow',
      }),
      leaf({
        handle: 'exhaust-systems', name: 'Exhaust Systems', weight: 2,
        parts: [part('Cat-Back Exhaust System', 'Kit', 1, 'Rear'), part('Axle-Back Exhaust', 'Kit', 1, 'Rear'), part('Exhaust Tips Pair', 'Pair', 2, 'Rear')],
        variants: ['Polished Tips', 'Black Tips', 'Burnt Titanium Tips', ''],
        attributes: [attr('tipFinish', 'Tip Finish', ['Polished', 'Black', 'Burnt Titanium']), MATERIAL],
        price: [79, 999], fitRows: [2, 8], narrowShare: 0.6,
        tagline: 'T304 stainless steel with a deep, drone-free tone',
      }),
      leaf({
        handle: 'throttle-body-spacers', name: 'Throttle Body Spacers', weight: 1,
        parts: [part('Throttle Body Spacer', 'Single', 1, 'Engine Bay')],
        variants: ['Red Anodized', 'Black Anodized', ''],
        attributes: [MATERIAL],
        price: [29, 99], fitRows: [3, 12], narrowShare: 0.8,
        tagline: 'Helical bore for smoother air flow and throttle response',
      }),
    ],
  },
  {
    handle: 'wheels-tires',
    name: 'Wheels & Tires',
    blurb: 'TPMS sensors, lug nuts and wheel spacers',
    leaves: [
      leaf({
        handle: 'tpms-sensors', name: 'TPMS Sensors', weight: 4,
        parts: [part('TPMS Sensor 315MHz Set of 4', 'Set', 4, 'Wheels'), part('TPMS Sensor 433MHz Set of 4', 'Set', 4, 'Wheels'), part('Programmable TPMS Sensor', 'Single', 1, 'Wheels')],
        variants: ['Rubber Valve Stem', 'Metal Valve Stem', ''],
        attributes: [attr('frequency', 'Frequency', ['315MHz', '433MHz']), attr('valveStem', 'Valve Stem', ['Rubber', 'Aluminum'])],
        price: [24, 159], fitRows: [22, 78], narrowShare: 0.15,
        notes: ['Pre-programmed, no relearn tool needed', 'Relearn procedure required'],
        tagline: 'Pre-programmed sensors that replace the OE part one for one',
      }),
      leaf({
        handle: 'lug-nuts', name: 'Lug Nuts', weight: 2,
        parts: [part('Lug Nuts 20-Piece M12x1.5', 'Set', 20, 'Wheels'), part('Spline Lug Nuts with Key', 'Set', 20, 'Wheels')],
        variants: ['Black', 'Chrome', 'Red', ''],
        attributes: [attr('thread', 'Thread Size', ['M12x1.5', 'M14x1.5', '1/2"-20']), FINISH],
        price: [19, 59], fitRows: [16, 60], narrowShare: 0.05, universalShare: 0.1,
        tagline: 'Forged steel with a conical seat for a secure hold',
      }),
      leaf({
        handle: 'wheel-spacers', name: 'Wheel Spacers', weight: 1,
        parts: [part('Hubcentric Wheel Spacers 1 Inch Set of 4', 'Set', 4, 'Wheels'), part('Wheel Adapters 5x114.3 Pair', 'Pair', 2, 'Wheels')],
        variants: ['Black', 'Silver', ''],
        attributes: [attr('thickness', 'Thickness', ['15mm', '20mm', '1 inch', '1.5 inch']), MATERIAL],
        price: [49, 149], fitRows: [10, 36], narrowShare: 0.05,
        tagline: 'Forged 6061-T6 aluminum, hubcentric for a vibration-free ride',
      }),
    ],
  },
  {
    handle: 'brakes',
    name: 'Brakes',
    blurb: 'Brake pads, rotors, calipers and complete brake kits',
    leaves: [
      leaf({
        handle: 'brake-pads', name: 'Brake Pads', weight: 5,
        parts: [part('Front Ceramic Brake Pads', 'Set', 4, 'Front'), part('Rear Ceramic Brake Pads', 'Set', 4, 'Rear'), part('Front Semi-Metallic Brake Pads', 'Set', 4, 'Front')],
        variants: ['with Hardware', ''],
        attributes: [attr('compound', 'Pad Compound', ['Ceramic', 'Semi-Metallic', 'Organic']), POSITION],
        price: [24, 89], fitRows: [11, 52], narrowShare: 0.35,
        notes: ['With 12.6 in front rotors', 'Without sport package', 'With electric parking brake'],
        tagline: 'Low-dust, quiet stopping power with chamfered and slotted pads',
      }),
      leaf({
        handle: 'brake-rotors', name: 'Brake Rotors', weight: 3,
        parts: [part('Front Drilled and Slotted Brake Rotors Pair', 'Pair', 2, 'Front'), part('Rear Brake Rotors Pair', 'Pair', 2, 'Rear')],
        variants: ['Black Zinc Coated', 'Geomet Coated', ''],
        attributes: [attr('rotorType', 'Rotor Type', ['Drilled and Slotted', 'Blank', 'Slotted']), POSITION],
        price: [59, 299], fitRows: [9, 42], narrowShare: 0.35,
        notes: ['With 12.6 in front rotors', 'With solid rear rotors'],
        tagline: 'Coated rotors that resist rust; pair with our ceramic brake pads for a complete brake job',
      }),
      leaf({
        handle: 'brake-kits', name: 'Brake Kits', weight: 2,
        parts: [part('Front Brake Rotors and Ceramic Pads Kit', 'Kit', 1, 'Front'), part('Front and Rear Brake Rotors and Pads Kit', 'Kit', 1, 'Front and Rear')],
        variants: ['Drilled and Slotted', ''],
        attributes: [attr('compound', 'Pad Compound', ['Ceramic', 'Semi-Metallic']), POSITION],
        price: [99, 499], fitRows: [4, 20], narrowShare: 0.35,
        tagline: 'Matched rotors and ceramic brake pads in one box',
      }),
      leaf({
        handle: 'brake-calipers', name: 'Brake Calipers', weight: 2,
        parts: [part('Front Driver Side Brake Caliper with Bracket', 'Single', 1, 'Front Driver Side'), part('Rear Brake Calipers with Brackets Pair', 'Pair', 2, 'Rear')],
        variants: ['Red Powder Coat', 'Natural Finish', ''],
        attributes: [POSITION, FINISH],
        price: [39, 199], fitRows: [4, 18], narrowShare: 0.35,
        tagline: 'Remanufactured to OE spec with new seals and hardware',
      }),
    ],
  },
  {
    handle: 'electrical',
    name: 'Electrical',
    blurb: 'Backup cameras, alternators, starters and ignition coils',
    leaves: [
      leaf({
        handle: 'backup-cameras', name: 'Backup Cameras', weight: 2,
        parts: [part('Backup Camera License Plate Mount', 'Single', 1, 'Rear'), part('Tailgate Handle Backup Camera', 'Single', 1, 'Rear Tailgate')],
        variants: ['Night Vision', ''],
        attributes: [attr('resolution', 'Resolution', ['720p', '1080p']), attr('ip', 'Waterproof Rating', ['IP67', 'IP68'])],
        price: [29, 189], fitRows: [2, 10], universalShare: 0.5,
        tagline: 'Wide-angle camera with night vision and parking guide lines',
      }),
      leaf({
        handle: 'alternators', name: 'Alternators', weight: 2,
        parts: [part('Alternator 150A', 'Single', 1, 'Engine Bay'), part('High Output Alternator 220A', 'Single', 1, 'Engine Bay')],
        variants: [''],
        attributes: [attr('amperage', 'Amperage', ['130A', '150A', '220A'])],
        price: [119, 399], fitRows: [4, 20], narrowShare: 0.75,
        tagline: '100% tested for output and noise before it ships',
      }),
      leaf({
        handle: 'starters', name: 'Starters', weight: 1,
        parts: [part('Starter Motor', 'Single', 1, 'Engine Bay')],
        variants: [''],
        attributes: [attr('kw', 'Power', ['1.2 kW', '1.4 kW', '1.7 kW'])],
        price: [79, 299], fitRows: [4, 20], narrowShare: 0.75,
        tagline: 'High-torque gear reduction starter, tested before shipping',
      }),
      leaf({
        handle: 'ignition-coils', name: 'Ignition Coils', weight: 2,
        parts: [part('Ignition Coil Pack Set of 4', 'Set', 4, 'Engine Bay'), part('Ignition Coils Set of 6', 'Set', 6, 'Engine Bay'), part('Ignition Coil', 'Single', 1, 'Engine Bay')],
        variants: [''],
        attributes: [attr('count', 'Pack Size', ['1', '4', '6', '8'])],
        price: [29, 189], fitRows: [4, 22], narrowShare: 0.8,
        tagline: 'Epoxy-sealed windings for a strong, steady spark',
      }),
    ],
  },
  {
    handle: 'engine-parts',
    name: 'Engine Parts',
    blurb: 'Radiators, water pumps, spark plugs, timing kits and mounts',
    leaves: [
      leaf({
        handle: 'radiators', name: 'Radiators', weight: 2,
        parts: [part('Aluminum Radiator', 'Single', 1, 'Engine Bay'), part('Radiator with Fan Shroud Assembly', 'Single', 1, 'Engine Bay')],
        variants: [''],
        attributes: [attr('core', 'Core Rows', ['1 Row', '2 Row', '3 Row']), MATERIAL],
        price: [79, 399], fitRows: [4, 18], narrowShare: 0.6,
        notes: ['With automatic transmission', 'With manual transmission'],
        tagline: 'Leak-tested core with OE-style inlet and outlet positions',
      }),
      leaf({
        handle: 'water-pumps', name: 'Water Pumps', weight: 1,
        parts: [part('Water Pump with Gasket', 'Kit', 1, 'Engine Bay')],
        variants: [''],
        attributes: [MATERIAL],
        price: [39, 189], fitRows: [4, 20], narrowShare: 0.75,
        tagline: 'Precision-balanced impeller and a sealed bearing',
      }),
      leaf({
        handle: 'spark-plugs', name: 'Spark Plugs', weight: 2,
        parts: [part('Iridium Spark Plugs Set of 4', 'Set', 4, 'Engine Bay'), part('Iridium Spark Plugs Set of 6', 'Set', 6, 'Engine Bay')],
        variants: [''],
        attributes: [attr('tip', 'Electrode', ['Iridium', 'Platinum', 'Copper'])],
        price: [19, 89], fitRows: [9, 40], narrowShare: 0.8,
        tagline: 'Fine-wire iridium tips for quick starts and a clean burn',
      }),
      leaf({
        handle: 'timing-kits', name: 'Timing Kits', weight: 1,
        parts: [part('Timing Belt Kit with Water Pump', 'Kit', 1, 'Engine Bay'), part('Timing Chain Kit', 'Kit', 1, 'Engine Bay')],
        variants: [''],
        attributes: [attr('kitType', 'Kit Type', ['Belt', 'Chain'])],
        price: [89, 399], fitRows: [3, 14], narrowShare: 0.85,
        tagline: 'Everything for the job in one box: belt, tensioner, idlers and pump',
      }),
      leaf({
        handle: 'engine-mounts', name: 'Engine Mounts', weight: 1,
        parts: [part('Engine Motor Mount Set of 3', 'Set', 3, 'Engine Bay'), part('Transmission Mount', 'Single', 1, 'Engine Bay')],
        variants: [''],
        attributes: [MATERIAL],
        price: [39, 189], fitRows: [3, 14], narrowShare: 0.6,
        tagline: 'Rubber-to-metal bonded mounts that cut vibration',
      }),
    ],
  },
  {
    handle: 'suspension',
    name: 'Suspension',
    blurb: 'Shocks and struts, control arms, lift kits and wheel hubs',
    leaves: [
      leaf({
        handle: 'shocks-struts', name: 'Shocks & Struts', weight: 3,
        parts: [part('Front Complete Strut Assembly Pair', 'Pair', 2, 'Front'), part('Rear Shock Absorbers Pair', 'Pair', 2, 'Rear')],
        variants: [''],
        attributes: [POSITION, attr('shockType', 'Type', ['Gas Charged', 'Twin Tube', 'Monotube'])],
        price: [79, 499], fitRows: [3, 16], narrowShare: 0.4,
        notes: ['2WD only', '4WD only', 'Without electronic suspension'],
        tagline: 'Fully assembled struts: no spring compressor needed',
      }),
      leaf({
        handle: 'control-arms', name: 'Control Arms', weight: 2,
        parts: [part('Front Lower Control Arm with Ball Joint', 'Single', 1, 'Front Lower'), part('Upper Control Arms Pair', 'Pair', 2, 'Front Upper')],
        variants: [''],
        attributes: [POSITION, MATERIAL],
        price: [39, 299], fitRows: [3, 16], narrowShare: 0.35,
        tagline: 'Pre-installed bushings and ball joint for a faster install',
      }),
      leaf({
        handle: 'lift-kits', name: 'Lift Kits', weight: 1,
        parts: [part('2 Inch Front Leveling Kit', 'Kit', 1, 'Front'), part('3 Inch Lift Kit', 'Kit', 1, 'Front and Rear')],
        variants: [''],
        attributes: [attr('lift', 'Lift Height', ['2 in', '2.5 in', '3 in'])],
        price: [49, 899], fitRows: [2, 8], narrowShare: 0.4, bodies: ['truck', 'mpv'],
        notes: ['4WD only', '2WD only'],
        tagline: 'Bolt-on lift that keeps the factory ride quality',
      }),
      leaf({
        handle: 'sway-bar-links', name: 'Sway Bar Links', weight: 1,
        parts: [part('Front Sway Bar End Links Pair', 'Pair', 2, 'Front')],
        variants: [''],
        attributes: [POSITION],
        price: [19, 79], fitRows: [4, 20],
        tagline: 'Greaseable joints that stop clunks over bumps',
      }),
      leaf({
        handle: 'wheel-hubs', name: 'Wheel Hubs', weight: 2,
        parts: [part('Front Wheel Hub and Bearing Assembly', 'Single', 1, 'Front'), part('Rear Wheel Hub and Bearing Assembly', 'Single', 1, 'Rear')],
        variants: ['with ABS Sensor', ''],
        attributes: [POSITION, attr('abs', 'ABS', ['With ABS', 'Without ABS'])],
        price: [39, 189], fitRows: [4, 20], narrowShare: 0.4,
        notes: ['AWD only', 'FWD only', 'With ABS'],
        tagline: 'Pre-greased, sealed bearing ready to bolt in',
      }),
    ],
  },
  {
    handle: 'tools-garage',
    name: 'Tools & Garage',
    blurb: 'Scanners, jacks, inflators and battery chargers',
    leaves: [
      leaf({
        handle: 'obd2-scanners', name: 'OBD2 Scanners', weight: 2,
        parts: [part('OBD2 Scanner Code Reader', 'Single', 1, ''), part('Bluetooth OBD2 Scanner', 'Single', 1, ''), part('Professional Diagnostic Scan Tool', 'Single', 1, '')],
        variants: ['with Live Data', ''],
        attributes: [attr('connectivity', 'Connectivity', ['Wired', 'Bluetooth', 'Wi-Fi'])],
        price: [19, 399], fitRows: [1, 1], universalShare: 1,
        tagline: 'Reads and clears check engine codes on 1996 and newer vehicles',
      }),
      leaf({
        handle: 'jacks-stands', name: 'Jacks & Stands', weight: 1,
        parts: [part('3 Ton Floor Jack', 'Single', 1, ''), part('3 Ton Jack Stands Pair', 'Pair', 2, ''), part('Mechanic Creeper Seat', 'Single', 1, '')],
        variants: ['Red', 'Black', ''],
        attributes: [attr('capacity', 'Capacity', ['2 Ton', '3 Ton', '6 Ton'])],
        price: [29, 249], fitRows: [1, 1], universalShare: 1,
        tagline: 'Heavy-duty steel with a safety overload valve',
      }),
      leaf({
        handle: 'tire-inflators', name: 'Tire Inflators', weight: 1,
        parts: [part('Portable Tire Inflator 150 PSI', 'Single', 1, ''), part('Digital Tire Pressure Gauge', 'Single', 1, '')],
        variants: [''],
        attributes: [attr('power', 'Power Source', ['12V', 'Cordless'])],
        price: [14, 99], fitRows: [1, 1], universalShare: 1,
        tagline: 'Set the pressure and it stops automatically',
      }),
      leaf({
        handle: 'battery-chargers', name: 'Battery Chargers', weight: 1,
        parts: [part('Battery Charger Maintainer 10A', 'Single', 1, ''), part('Portable Jump Starter 2000A', 'Single', 1, '')],
        variants: [''],
        attributes: [attr('amps', 'Output', ['2A', '10A', '2000A Peak'])],
        price: [29, 199], fitRows: [1, 1], universalShare: 1,
        tagline: 'Smart charging that is safe to leave connected',
      }),
    ],
  },
];

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  urlHandle: string;
  level: number;
  sort: number;
  imageUrl: string;
  displayAttributes: readonly DisplayAttribute[];
  seo: Record<string, string>;
}

export interface LeafRef {
  id: number;
  departmentId: number;
  department: Department;
  leaf: LeafCategory;
}

/** Department d gets id (d+1)*100, its leaves (d+1)*100 + 1… so a leaf's department is visible in its id. */
export function categoryRows(publicUrl: string): { rows: CategoryRow[]; leaves: LeafRef[] } {
  const rows: CategoryRow[] = [];
  const leaves: LeafRef[] = [];
  DEPARTMENTS.forEach((department, d) => {
    const departmentId = (d + 1) * 100;
    rows.push({
      id: departmentId,
      parentId: null,
      name: department.name,
      urlHandle: department.handle,
      level: 1,
      sort: d + 1,
      imageUrl: `${publicUrl}/item/public/image/category/${departmentId}.svg`,
      displayAttributes: [],
      seo: pageSeo(department.name, department.blurb, department.handle),
    });
    department.leaves.forEach((leafCategory, l) => {
      const id = departmentId + l + 1;
      rows.push({
        id,
        parentId: departmentId,
        name: leafCategory.name,
        urlHandle: leafCategory.handle,
        level: 2,
        sort: l + 1,
        imageUrl: `${publicUrl}/item/public/image/category/${id}.svg`,
        displayAttributes: leafCategory.attributes,
        seo: pageSeo(leafCategory.name, leafCategory.tagline, leafCategory.handle),
      });
      leaves.push({ id, departmentId, department, leaf: leafCategory });
    });
  });
  return { rows, leaves };
}

/** Spec §3 "Page SEO data". */
function pageSeo(name: string, blurb: string, handle: string): Record<string, string> {
  return {
    title: `${name} | Aftermarket Auto Parts | Axlebay`,
    description: `Shop ${name.toLowerCase()} for your car, truck or SUV: ${blurb.charAt(0).toLowerCase()}${blurb.slice(1)}. Fast shipping, 90-day returns and 24/7 support.`,
    h1: `Aftermarket ${name}`,
    underTitleText: `Find ${name.toLowerCase()} that fit your vehicle`,
    underTitleTextUrl: `/${handle}`,
    bottomText: `Every ${name.toLowerCase()} order ships fast and comes with 90-day returns.`,
    bottomTextUrl: '/help/faq',
    urlHandle: handle,
  };
}
