import { bus, type BehaviourEventName, type TrackValue } from '@axlebay/shared-lib';

/** A behaviour event for the shell's tracker (spec §7): catalog never calls the tracking endpoints. */
export const track = (name: BehaviourEventName, props: Record<string, TrackValue>) => bus.publish('track', { name, props }, 'catalog');
