export { VendorScreen } from './vendor-screen';
