export { orderTotalRows as orderRows, type OrderTotalRow as OrderRow } from '@axlebay/shared-lib';
