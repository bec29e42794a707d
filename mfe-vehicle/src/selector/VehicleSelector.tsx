import {
  Button,
  FormMessage,
  VEHICLE_LEVELS,
  formMessages,
  isApiError,
  useApi,
  type CurrentVehicle,
  type VehicleLevel,
} from '@axlebay/shared-lib';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import {
  cascadeReducer,
  focusTarget,
  initialCascade,
  listKey,
  listOf,
  listsToLoad,
  type CascadeAction,
  type CascadeState,
} from './cascade';
import { StepCombobox, unconfirmedNote, type StepStatus } from './StepCombobox';
import { RowNote, SelectorForm } from './styles';
import { FALLBACK_STEP_LABELS, loadOptions, loadStepLabels, peekOptions, type StepLabel } from './taxonomy-client';
import { missingRequired, toCurrentVehicle, wantedFrom, type ChosenVehicle } from './vehicle-choice';

export interface VehicleSelectorProps {
  /** Pre-fills the steps by node ids (names as a fallback): "Change vehicle", garage "Edit", a decoded VIN. */
  initial?: Partial<CurrentVehicle>;
  /** Called with the chosen vehicle once year, make and model are present. A rejection is shown above the button. */
  onSelect: (vehicle: CurrentVehicle) => void | Promise<void>;
  /** Default "Shop for this vehicle". */
  submitLabel?: string;
  /** One row from the `lg` breakpoint (header, hero); stacked below it. */
  compact?: boolean;
  /** Focus the Year step once it can take input. */
  autoFocus?: boolean;
  /** The caller is busy with the last vehicle: the button is disabled. */
  pending?: boolean;
  /** Base of the element ids; needed when ids must be stable (e.g. server-rendered), else generated. */
  idPrefix?: string;
}

const OPTIONAL_LEVELS: readonly VehicleLevel[] = ['trim', 'engine'];

/**
 * NHTSA vPIC lists the trims a VIN encodes, which for some model years is one or two (a 2015 Camry:
 * "Hybrid" only); the trim step is optional, so a shopper whose trim is missing can go on without.
 * A single trim is filled in for the shopper, so the hint says to clear it rather than to skip.
 */
export const TRIM_LIST_HINT = 'Trims as listed by NHTSA vPIC for this model year. Not listed? Choose the closest or clear it: the trim is optional.';
/** A trim list this short may well be missing the shopper's trim. */
const FEW_TRIMS = 2;

function trimHint(level: VehicleLevel, list: ReturnType<typeof listOf>): string | undefined {
  if (level !== 'trim' || list?.status !== 'ready') return undefined;
  return list.options.length > 0 && list.options.length <= FEW_TRIMS ? TRIM_LIST_HINT : undefined;
}

function chosenRecord(state: CascadeState): ChosenVehicle {
  return Object.fromEntries(VEHICLE_LEVELS.map((level, step) => [level, state.chosen[step] ?? undefined])) as ChosenVehicle;
}

function stepStatus(state: CascadeState, step: number): StepStatus {
  if (listKey(state.chosen, step) === null) return 'waiting';
  const list = listOf(state, step);
  if (!list || list.status === 'loading') return 'loading';
  if (list.status === 'error') return 'error';
  return list.options.length === 0 ? 'empty' : 'ready';
}

/** The VIN of the pre-fill travels on only while year, make and model are still the pre-filled ones. */
function vinToKeep(initial: Partial<CurrentVehicle> | undefined, chosen: ChosenVehicle): string | undefined {
  if (!initial?.vin) return undefined;
  const same = (['year', 'make', 'model'] as const).every((level) => initial[level] && chosen[level]?.id === initial[level]);
  return same ? initial.vin : undefined;
}

/**
 * Year → Make → Model → Trim → Engine, each an accessible combobox fed by the taxonomy API. Changing
 * a step clears the ones after it; a step with a single option is pre-selected; trim and engine are
 * optional; keyboard focus moves on to the next step that needs a choice.
 */
export function VehicleSelector({
  initial,
  onSelect,
  submitLabel = 'Shop for this vehicle',
  compact = false,
  autoFocus = false,
  pending = false,
  idPrefix,
}: VehicleSelectorProps) {
  const api = useApi();
  const reactId = useId();
  const prefix = idPrefix ?? `vehicle-selector-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [labels, setLabels] = useState<readonly StepLabel[]>(FALLBACK_STEP_LABELS);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const alive = useRef(true);
  const inputRefs = useRef<Array<HTMLInputElement | null>>([]);
  const retryRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const peek = useCallback((parent: string) => peekOptions(api, parent), [api]);
  const reducer = useCallback((state: CascadeState, action: CascadeAction) => cascadeReducer(state, action, peek), [peek]);
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    initialCascade(wantedFrom(initial), peek, autoFocus ? { from: 0, skipChosen: false } : null),
  );

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    void loadStepLabels(api).then((loaded) => current && setLabels(loaded));
    return () => {
      current = false;
    };
  }, [api]);

  // A new `initial` (another vehicle to edit, a decoded VIN) starts the steps over from it.
  const initialKey = useMemo(() => JSON.stringify(wantedFrom(initial)), [initial]);
  const appliedKey = useRef(initialKey);
  useEffect(() => {
    if (appliedKey.current === initialKey) return;
    appliedKey.current = initialKey;
    setSubmitError(undefined);
    dispatch({ type: 'init', wanted: JSON.parse(initialKey) as ReturnType<typeof wantedFrom> });
  }, [initialKey]);

  // Load the lists the current choices lead to (answers are cached per parent for the page's life).
  useEffect(() => {
    for (const { parent, step } of listsToLoad(state)) {
      dispatch({ type: 'loading', parent });
      loadOptions(api, parent, step + 1).then(
        (options) => alive.current && dispatch({ type: 'loaded', parent, options }),
        (error: unknown) =>
          alive.current && dispatch({ type: 'failed', parent, message: error instanceof Error ? error.message : String(error) }),
      );
    }
  }, [api, state]);

  // Move keyboard focus where the last action asked for, once the lists it depends on are in; unless
  // the shopper has meanwhile gone somewhere else on the page.
  useEffect(() => {
    const target = focusTarget(state);
    if (target.kind === 'wait') return;
    const active = document.activeElement;
    // A container around the form (a dialog that just opened) is not somewhere else.
    const elsewhere = active !== null && active !== document.body && !formRef.current?.contains(active) && !(formRef.current && active.contains(formRef.current));
    if (elsewhere) {
      if (state.focus) dispatch({ type: 'focused' });
      return;
    }
    if (target.kind === 'input') inputRefs.current[target.step]?.focus();
    if (target.kind === 'retry') retryRefs.current[target.step]?.focus();
    if (target.kind === 'submit') submitRef.current?.focus();
    if (state.focus) dispatch({ type: 'focused' });
  }, [state]);

  const busy = pending || submitting;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const chosen = chosenRecord(state);
    const missing = missingRequired(chosen);
    if (missing.length > 0) {
      dispatch({ type: 'invalid', steps: missing.map((level) => VEHICLE_LEVELS.indexOf(level)) });
      return;
    }
    const vin = vinToKeep(initial, chosen);
    const vehicle = toCurrentVehicle(chosen, vin ? { vin } : {});
    setSubmitError(undefined);
    setSubmitting(true);
    try {
      await onSelect(vehicle);
    } catch (error) {
      if (alive.current) setSubmitError(isApiError(error) || error instanceof Error ? error.message : 'The vehicle could not be saved. Please try again.');
    } finally {
      if (alive.current) setSubmitting(false);
    }
  };

  const uncertainSteps = VEHICLE_LEVELS.map((_, step) => {
    const list = listOf(state, step);
    return list?.status === 'ready' && list.options.some((o) => !o.certain);
  });
  const rowNoteId = `${prefix}-unconfirmed`;
  const rowNote = uncertainSteps
    .map((uncertain, step) => (uncertain ? labels[step]!.name.toLowerCase() : undefined))
    .filter(Boolean)
    .join('/');

  return (
    <SelectorForm ref={formRef} compact={compact} onSubmit={submit} noValidate aria-label="Choose your vehicle" data-compact={compact || undefined}>
      {VEHICLE_LEVELS.map((level, step) => {
        const label = labels[step] ?? FALLBACK_STEP_LABELS[step]!;
        const status = stepStatus(state, step);
        const list = listOf(state, step);
        const parent = listKey(state.chosen, step);
        return (
          <StepCombobox
            key={level}
            id={`${prefix}-${level}`}
            label={label.name}
            prompt={label.prompt}
            optional={OPTIONAL_LEVELS.includes(level)}
            status={status}
            options={list?.status === 'ready' ? list.options : []}
            selected={state.chosen[step] ?? null}
            onSelect={(option) => dispatch({ type: 'select', step, option })}
            error={state.missing[step] ? formMessages.required(label.name) : undefined}
            loadError={status === 'error' ? `The ${label.name.toLowerCase()} list could not be loaded.` : undefined}
            onRetry={parent === null ? undefined : () => dispatch({ type: 'retry', parent, step })}
            noteHere={!compact}
            noteId={rowNoteId}
            hint={compact ? undefined : trimHint(level, list)}
            inputRef={(node) => {
              inputRefs.current[step] = node;
            }}
            retryRef={(node) => {
              retryRefs.current[step] = node;
            }}
          />
        );
      })}
      <Button ref={submitRef} type="submit" data-part="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Please wait…' : submitLabel}
      </Button>
      {compact && (
        <RowNote id={rowNoteId} data-part="row-note">
          {rowNote ? unconfirmedNote(rowNote) : null}
        </RowNote>
      )}
      {submitError && (
        <div data-part="form-message">
          <FormMessage tone="error">{submitError}</FormMessage>
        </div>
      )}
    </SelectorForm>
  );
}
