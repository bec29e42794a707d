export { memoryStorage, webStorage, type StorageKind } from './web-storage';
