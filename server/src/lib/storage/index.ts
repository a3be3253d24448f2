export { localStorage, STORED_NAME, type PrivateFolder, type PrivateStorage, type PublicFolder, type StorageFolder } from './local.ts';
