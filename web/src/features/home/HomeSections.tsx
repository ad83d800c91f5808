// The home page's sections under the search (HomeScreen loads this module lazily).
import { HomeSteps } from './HomeSteps';
import { HomeReviews } from './HomeReviews';
import { Banners } from './HomeBanners';
import { Categories } from './HomeCategories';
import { Offers, Compilations } from './HomeOffers';
import { Recent, Favorites } from './HomeFirmLists';

export default function HomeSections() {
  return (
    <>
      <Categories />
      <Recent />
      <Favorites />
      <Offers />
      <Banners />
      <Compilations />
      <HomeReviews />
      <HomeSteps />
    </>
  );
}
