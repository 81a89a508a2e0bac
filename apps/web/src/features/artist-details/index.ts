export { ArtistDetailsScreen } from './artist-details-screen';
