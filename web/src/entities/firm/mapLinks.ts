/** The salon on 2GIS and Yandex Maps (the maps people in Kazakhstan use), by its point. */
export function mapLinks(location: { lat: number; lng: number }) {
  const { lat, lng } = location;
  return {
    twoGis: `https://2gis.kz/geo/${lng},${lat}`,
    yandex: `https://yandex.kz/maps/?pt=${lng},${lat}&z=17&l=map`,
  };
}
