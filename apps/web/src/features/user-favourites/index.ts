export { UserFavouritesScreen } from './user-favourites-screen';
