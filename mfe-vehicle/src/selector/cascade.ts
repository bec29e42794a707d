import { VEHICLE_LEVELS } from '@axlebay/shared-lib';
import { ROOT_LIST } from './taxonomy-client';
import { findWanted, type VehicleOption, type WantedChoice } from './vehicle-choice';

/** The five steps, Year → Engine, by index 0–4. */
export const STEP_COUNT = VEHICLE_LEVELS.length;
/** Focus target index after the last step: the submit button. */
export const SUBMIT_TARGET = STEP_COUNT;

export type ListState =
  | { status: 'loading' }
  | { status: 'ready'; options: VehicleOption[] }
  | { status: 'error'; message: string };

export interface FocusRequest {
  /** Step index to start from (SUBMIT_TARGET: the submit button). */
  from: number;
  /** Move past steps that already hold a value or list nothing (after a selection). */
  skipChosen: boolean;
}

export interface CascadeState {
  /** Chosen option per step; everything after the first empty step is empty too. */
  chosen: (VehicleOption | null)[];
  /** Option lists by parent key (ROOT_LIST or the parent's id). */
  lists: Record<string, ListState>;
  /** A pre-fill (`initial`) still being walked down, per step. */
  wanted: WantedChoice[];
  /**
   * Parent keys whose single option must not be pre-selected: the shopper cleared it, or the
   * pre-filled vehicle ends above it.
   */
  noAutoSelect: Record<string, true>;
  /** Where keyboard focus should go once the lists it depends on have loaded. */
  focus: FocusRequest | null;
  /** Steps showing the "Please enter …" message. */
  missing: boolean[];
}

export type CascadeAction =
  | { type: 'init'; wanted: WantedChoice[]; focus?: FocusRequest | null }
  | { type: 'select'; step: number; option: VehicleOption | null }
  | { type: 'loading'; parent: string }
  | { type: 'loaded'; parent: string; options: VehicleOption[] }
  | { type: 'failed'; parent: string; message: string }
  | { type: 'retry'; parent: string; step: number }
  | { type: 'invalid'; steps: number[] }
  | { type: 'focused' };

/** Lists already loaded earlier on the page, read synchronously. */
export type PeekList = (parent: string) => VehicleOption[] | undefined;

const empty = <T>(value: T): T[] => Array.from({ length: STEP_COUNT }, () => value);

/** The parent key of a step's list, or null while the step above has no choice. */
export function listKey(chosen: readonly (VehicleOption | null)[], step: number): string | null {
  if (step === 0) return ROOT_LIST;
  return chosen[step - 1]?.id ?? null;
}

export function listOf(state: CascadeState, step: number): ListState | undefined {
  const key = listKey(state.chosen, step);
  return key === null ? undefined : state.lists[key];
}

export function initialCascade(wanted: WantedChoice[], peek: PeekList, focus: FocusRequest | null = null): CascadeState {
  return settle({ chosen: empty(null), lists: {}, wanted, noAutoSelect: {}, focus, missing: empty(false) }, peek);
}

/**
 * Walks the steps top-down and fills what needs no shopper: lists already loaded on the page, the
 * pre-fill (`wanted`, by id then name) and a step whose list holds a single option.
 */
export function settle(input: CascadeState, peek: PeekList): CascadeState {
  let state = input;
  for (let step = 0; step < STEP_COUNT; step += 1) {
    const key = listKey(state.chosen, step);
    if (key === null) break;
    let list = state.lists[key];
    if (!list) {
      const known = peek(key);
      if (!known) break;
      list = { status: 'ready', options: known };
      state = { ...state, lists: { ...state.lists, [key]: list } };
    }
    if (list.status !== 'ready') break;
    if (state.chosen[step]) continue;
    const wanted = state.wanted[step];
    if (wanted) {
      const match = findWanted(list.options, wanted);
      const chosen = [...state.chosen];
      const rest = state.wanted.slice(step + 1);
      if (!match) {
        // The pre-filled vehicle is not (or no longer) in the taxonomy from here on: stop pre-filling.
        state = { ...state, wanted: empty(null) };
        break;
      }
      chosen[step] = match;
      const wantedNext = [...state.wanted];
      wantedNext[step] = null;
      const noAutoSelect = { ...state.noAutoSelect };
      // The pre-filled vehicle ends here: do not add a level it did not have.
      if (rest.every((w) => !w)) noAutoSelect[match.id] = true;
      state = { ...state, chosen, wanted: wantedNext, noAutoSelect, missing: clearMissing(state.missing, step) };
      continue;
    }
    if (list.options.length === 1 && !state.noAutoSelect[key]) {
      const chosen = [...state.chosen];
      chosen[step] = list.options[0]!;
      state = { ...state, chosen, missing: clearMissing(state.missing, step) };
      continue;
    }
    break;
  }
  return state;
}

function clearMissing(missing: boolean[], step: number): boolean[] {
  if (!missing[step]) return missing;
  const next = [...missing];
  next[step] = false;
  return next;
}

export function cascadeReducer(state: CascadeState, action: CascadeAction, peek: PeekList): CascadeState {
  switch (action.type) {
    case 'init':
      return initialCascade(action.wanted, peek, action.focus ?? null);
    case 'select': {
      const chosen = state.chosen.map((option, step) => (step < action.step ? option : step === action.step ? action.option : null));
      const missing = state.missing.map((flag, step) => (step < action.step ? flag : false));
      const focus = action.option ? { from: action.step + 1, skipChosen: true } : state.focus;
      const key = listKey(state.chosen, action.step);
      // A new choice starts a fresh path below it; clearing a step keeps it clear.
      const noAutoSelect: Record<string, true> = action.option || key === null ? {} : { ...state.noAutoSelect, [key]: true };
      // A shopper's choice ends any pre-fill still loading.
      return settle({ ...state, chosen, missing, focus, noAutoSelect, wanted: empty(null) }, peek);
    }
    case 'loading':
      return { ...state, lists: { ...state.lists, [action.parent]: { status: 'loading' } } };
    case 'loaded':
      return settle({ ...state, lists: { ...state.lists, [action.parent]: { status: 'ready', options: action.options } } }, peek);
    case 'failed':
      return { ...state, lists: { ...state.lists, [action.parent]: { status: 'error', message: action.message } } };
    case 'retry': {
      const lists = { ...state.lists };
      delete lists[action.parent];
      return { ...state, lists, focus: { from: action.step, skipChosen: false } };
    }
    case 'invalid': {
      const missing = state.missing.map((flag, step) => flag || action.steps.includes(step));
      const first = Math.min(...action.steps);
      return { ...state, missing, focus: Number.isFinite(first) ? { from: first, skipChosen: false } : state.focus };
    }
    case 'focused':
      return state.focus ? { ...state, focus: null } : state;
  }
}

export type FocusTarget =
  | { kind: 'input'; step: number }
  | { kind: 'retry'; step: number }
  | { kind: 'submit' }
  /** A list it depends on is still loading. */
  | { kind: 'wait' }
  | { kind: 'none' };

/** Where a pending focus request lands now, given the lists loaded so far. */
export function focusTarget(state: CascadeState): FocusTarget {
  const request = state.focus;
  if (!request) return { kind: 'none' };
  for (let step = request.from; step < STEP_COUNT; step += 1) {
    // Only reached past a step that lists nothing: no later step can take a choice.
    if (listKey(state.chosen, step) === null) return request.skipChosen ? { kind: 'submit' } : { kind: 'none' };
    const list = listOf(state, step);
    if (!list || list.status === 'loading') return { kind: 'wait' };
    if (list.status === 'error') return { kind: 'retry', step };
    const skip = request.skipChosen && (list.options.length === 0 || state.chosen[step]);
    if (skip) continue;
    if (list.options.length === 0) return { kind: 'none' };
    return { kind: 'input', step };
  }
  return { kind: 'submit' };
}

/** Lists the current choices need that are neither loaded, loading nor failed. */
export function listsToLoad(state: CascadeState): Array<{ parent: string; step: number }> {
  const needed: Array<{ parent: string; step: number }> = [];
  for (let step = 0; step < STEP_COUNT; step += 1) {
    const key = listKey(state.chosen, step);
    if (key === null) break;
    if (!state.lists[key]) needed.push({ parent: key, step });
  }
  return needed;
}
