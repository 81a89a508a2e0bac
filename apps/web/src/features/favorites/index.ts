export { FavoritesScreen } from './favorites-screen';
