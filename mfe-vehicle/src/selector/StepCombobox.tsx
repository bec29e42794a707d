import { VisuallyHidden } from '@axlebay/shared-lib';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useMemo, useState, type Ref } from 'react';
import {
  Control,
  Listbox,
  Message,
  OptionItem,
  Optional,
  Popover,
  PopoverNote,
  RetryButton,
  SelectedBadge,
  Step,
  StepLabel,
  Toggle,
  Unconfirmed,
} from './styles';
import { filterOptions, type VehicleOption } from './vehicle-choice';

/** How a step's list stands: not reachable yet, loading, failed, empty ("None listed") or ready. */
export type StepStatus = 'waiting' | 'loading' | 'error' | 'empty' | 'ready';

export const NONE_LISTED = 'None listed';
export const UNCONFIRMED_TEXT = '(unconfirmed)';
export const UNCONFIRMED_NAME = 'unconfirmed pairing';

export function unconfirmedNote(stepName: string): string {
  return `Unconfirmed: NHTSA data allows this ${stepName.toLowerCase()} for the model but does not state it was built.`;
}

export interface StepComboboxProps {
  /** Base for the element ids (input `${id}-input`, listbox `${id}-menu`, options `${id}-item-N`). */
  id: string;
  label: string;
  prompt: string;
  optional: boolean;
  status: StepStatus;
  options: readonly VehicleOption[];
  selected: VehicleOption | null;
  onSelect: (option: VehicleOption | null) => void;
  /** "Please enter Year" after a submit without it. */
  error?: string;
  /** Shown with a Retry button when the list failed to load. */
  loadError?: string;
  onRetry?: () => void;
  /** Show the unconfirmed-pairing explanation under this step (else it is rendered elsewhere). */
  noteHere: boolean;
  /** A note under the step when nothing else is said there (e.g. where the list comes from). */
  hint?: string;
  /** Id of the explanation when it lives elsewhere (compact row), for aria-describedby. */
  noteId?: string;
  inputRef: Ref<HTMLInputElement>;
  retryRef: Ref<HTMLButtonElement>;
}

const itemToString = (option: VehicleOption | null) => option?.text ?? '';
const itemToKey = (option: VehicleOption | null) => option?.id ?? null;

/**
 * One step of the selector: a downshift combobox (input + listbox, aria-activedescendant, arrows,
 * Home/End, Enter selects, Escape closes and, when closed, clears) with type-to-filter on the text.
 */
export function StepCombobox(props: StepComboboxProps) {
  const { id, label, prompt, optional, status, options, selected, onSelect, error, loadError, onRetry, noteHere, noteId, hint } = props;
  const [query, setQuery] = useState('');
  const { items, total } = useMemo(() => filterOptions(options, query), [options, query]);
  const disabled = status !== 'ready';
  const hasUnconfirmed = useMemo(() => options.some((o) => !o.certain), [options]);

  const stateReducer = (state: UseComboboxState<VehicleOption>, { type, changes }: UseComboboxStateChangeOptions<VehicleOption>) => {
    switch (type) {
      case useCombobox.stateChangeTypes.InputBlur:
        // Leaving without choosing puts the chosen text back (no half-typed filter left behind).
        return changes.selectedItem === state.selectedItem ? { ...changes, inputValue: itemToString(state.selectedItem) } : changes;
      case useCombobox.stateChangeTypes.InputKeyDownEscape:
        // Escape on an open list closes it and restores the text; on a closed one it clears the step.
        return state.isOpen ? { ...changes, inputValue: itemToString(state.selectedItem) } : changes;
      default:
        return changes;
    }
  };

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = useCombobox<VehicleOption>({
    id,
    inputId: `${id}-input`,
    labelId: `${id}-label`,
    menuId: `${id}-menu`,
    toggleButtonId: `${id}-toggle`,
    items,
    selectedItem: selected,
    itemToString,
    itemToKey,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => onSelect(selectedItem ?? null),
    onStateChange: (changes) => {
      if (changes.type === useCombobox.stateChangeTypes.InputChange) setQuery(changes.inputValue ?? '');
      else if (changes.isOpen === false) setQuery('');
    },
    getA11yStatusMessage: (state) => {
      if (!state.isOpen) return '';
      if (total === 0) return 'No matches';
      return `${total} ${total === 1 ? 'option' : 'options'} available`;
    },
  });

  const messageId = `${id}-message`;
  const badgeId = `${id}-badge`;
  const selectedUnconfirmed = Boolean(selected && !selected.certain);
  const describedBy = [messageId, !noteHere && hasUnconfirmed ? noteId : undefined, selectedUnconfirmed ? badgeId : undefined].filter(Boolean).join(' ');
  const placeholder = status === 'loading' ? 'Loading…' : status === 'empty' ? NONE_LISTED : prompt;

  return (
    <Step data-step={id}>
      <StepLabel {...getLabelProps()}>
        {label}
        {optional && <Optional> (optional)</Optional>}
      </StepLabel>
      <Control>
        <input
          {...getInputProps({
            ref: props.inputRef,
            disabled,
            placeholder,
            'aria-invalid': Boolean(error),
            'aria-required': !optional,
            'aria-busy': status === 'loading',
            'aria-describedby': describedBy,
            'data-unconfirmed': selectedUnconfirmed,
            spellCheck: false,
          } as Parameters<typeof getInputProps>[0])}
        />
        {selectedUnconfirmed && (
          <>
            <SelectedBadge aria-hidden="true">{UNCONFIRMED_TEXT}</SelectedBadge>
            <VisuallyHidden id={badgeId}>{UNCONFIRMED_NAME}</VisuallyHidden>
          </>
        )}
        <Toggle type="button" {...getToggleButtonProps({ disabled, 'aria-label': `Show ${label} choices` })}>
          <span aria-hidden="true">▾</span>
        </Toggle>
        <Popover hidden={!isOpen}>
          <Listbox {...getMenuProps({}, { suppressRefError: true })}>
            {isOpen &&
              items.map((option, index) => (
                <OptionItem
                  key={option.id}
                  highlighted={highlightedIndex === index}
                  current={selected?.id === option.id}
                  {...getItemProps({
                    item: option,
                    index,
                    ...(option.certain ? {} : { 'aria-label': `${option.text}, ${UNCONFIRMED_NAME}` }),
                  })}
                >
                  {option.text}
                  {!option.certain && <Unconfirmed aria-hidden="true">{UNCONFIRMED_TEXT}</Unconfirmed>}
                </OptionItem>
              ))}
          </Listbox>
          {isOpen && total === 0 && <PopoverNote>No {label.toLowerCase()} matches “{query.trim()}”.</PopoverNote>}
          {isOpen && total > items.length && (
            <PopoverNote>
              Showing {items.length} of {total}. Type to narrow the list.
            </PopoverNote>
          )}
        </Popover>
      </Control>
      <Message id={messageId} data-part="message">
        {loadError ? (
          <>
            <span data-tone="error" role="alert">
              {loadError}
            </span>
            <RetryButton type="button" ref={props.retryRef} onClick={onRetry}>
              Retry
            </RetryButton>
          </>
        ) : error ? (
          <span data-tone="error" role="alert">
            {error}
          </span>
        ) : noteHere && hasUnconfirmed ? (
          <span>{unconfirmedNote(label)}</span>
        ) : hint ? (
          <span data-part="hint">{hint}</span>
        ) : null}
      </Message>
    </Step>
  );
}
