export { fetchQuote, quoteBody, QUOTE_FAILED_TEXT } from './fetch-quote';
export { useQuote, QUOTE_DEBOUNCE_MS, type QuoteState, type UseQuoteOptions } from './use-quote';
export { chosenOption, deliveryDayText, deliveryWindowText, freeShippingGapCent, merchandiseAfterDiscountsCent, standardOption } from './quote-figures';
