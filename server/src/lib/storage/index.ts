export { localStorage, STORED_NAME, type PrivateFolder, type PrivateStorage } from './local.ts';
