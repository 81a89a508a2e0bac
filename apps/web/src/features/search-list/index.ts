export { SearchListScreen } from './search-list-screen';
