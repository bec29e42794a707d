/**
 * The shop's own short videos (/guidevideo install guides, /videos-shooting-offering's filming
 * guide): titled step cards, a few seconds each. The captions (`media/<id>.vtt`, committed text)
 * are these steps; `scripts/make-guide-videos.cjs` renders the WebM and poster from the same list.
 */

export interface GuideVideoStep {
  /** Seconds from the start. */
  start: number;
  end: number;
  heading: string;
  /** The caption line (also the transcript). */
  caption: string;
}

export interface GuideVideo {
  id: string;
  /** Which page shows it. */
  page: 'guide' | 'shooting';
  title: string;
  summary: string;
  steps: GuideVideoStep[];
}

/** Frame size of every video (16:9): the page reserves the box before anything loads. */
export const GUIDE_VIDEO_SIZE = { width: 640, height: 360 } as const;
const STEP_SECONDS = 3;

const timed = (steps: Array<[string, string]>): GuideVideoStep[] =>
  steps.map(([heading, caption], i) => ({ start: i * STEP_SECONDS, end: (i + 1) * STEP_SECONDS, heading, caption }));

export const GUIDE_VIDEOS: readonly GuideVideo[] = [
  {
    id: 'tpms-sensor-relearn',
    page: 'guide',
    title: 'TPMS sensor replacement and relearn',
    summary: 'Swap a tire pressure sensor at a tire change and teach the car its new ID.',
    steps: timed([
      ['1. Note the sensor ID', 'Read the old sensor with a TPMS tool and note its ID and frequency, 315 or 433 MHz.'],
      ['2. Break the bead', 'Deflate the tire, break the bead and lift it clear of the valve stem.'],
      ['3. Fit the new sensor', 'Fit the new sensor with a new grommet and nut. Torque the nut to spec, about 35 in-lb.'],
      ['4. Inflate and relearn', 'Inflate to the door-jamb pressure, then run the relearn your vehicle uses: auto, stationary or OBD.'],
    ]),
  },
  {
    id: 'brake-pads-front',
    page: 'guide',
    title: 'Front brake pads in 30 minutes',
    summary: 'Pads on a single-piston floating caliper, the most common front brake.',
    steps: timed([
      ['1. Lift and support', 'Loosen the lug nuts, lift the car and set it on jack stands. Remove the wheel.'],
      ['2. Swing the caliper', 'Remove the lower slide bolt and swing the caliper up. Take out the old pads.'],
      ['3. Compress and fit', 'Push the piston back with a C-clamp, fit the new clips and pads, and lubricate the slide pins.'],
      ['4. Bed them in', 'Torque the bolts, pump the pedal until firm, then do eight gentle stops from 35 mph.'],
    ]),
  },
  {
    id: 'headlight-bulb-swap',
    page: 'guide',
    title: 'Headlight bulb swap',
    summary: 'Change an H11 or 9005 bulb from under the hood, without touching the glass.',
    steps: timed([
      ['1. Find the socket', 'Open the hood and find the bulb socket behind the headlight housing.'],
      ['2. Twist out', 'Unplug the connector, then turn the bulb a quarter turn counter-clockwise and pull it out.'],
      ['3. Fit the new bulb', 'Hold the new bulb by its base, never the glass. Insert it and turn it clockwise to lock.'],
      ['4. Check the beam', 'Plug it in, switch on the lights and check the beam pattern against a wall.'],
    ]),
  },
  {
    id: 'filming-your-install',
    page: 'shooting',
    title: 'Filming your install: the shots we need',
    summary: 'Four shots make a guide other drivers can follow. A phone is all you need.',
    steps: timed([
      ['1. The car and the part', 'Start with the vehicle: year, make, model. Then the part, box and label in view.'],
      ['2. Landscape, steady', 'Film in landscape, phone on a tripod or a stack of something steady, lights on the work.'],
      ['3. Every step close up', 'Show each bolt and clip as it comes off. Say the socket size and the torque you use.'],
      ['4. The result', 'End with the part working: lights on, no warning lamp, a short drive if it is safe.'],
    ]),
  },
];

const clock = (seconds: number) => `00:00:${String(Math.floor(seconds)).padStart(2, '0')}.000`;

/** The WebVTT captions of a video: one cue per step, heading on the first line. */
export function captionsOf(video: GuideVideo): string {
  const cues = video.steps.map((step) => `${video.id}-${step.start}\n${clock(step.start)} --> ${clock(step.end)}\n${step.heading}\n${step.caption}\n`);
  return `WEBVTT - ${video.title}\n\n${cues.join('\n')}`;
}

export const durationOf = (video: GuideVideo) => video.steps[video.steps.length - 1]!.end;
