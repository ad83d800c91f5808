// The home page's review cards: loaded after the first screen (with date-fns), as they sit far down the page.
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ReviewCard } from '../../ui/ReviewList';
import type { HomeReview } from './api';

export default function HomeReviewCards({ reviews }: { reviews: HomeReview[] }) {
  return (
    <ul className="home__reviews">
      {reviews.map((review) => (
        <li key={review.id} className="review-card card home__review">
          <ReviewCard review={review} clamp>
            <p className="home__review-firm">
              <Link to={paths.salon(review.firmId)}>{review.firmName}</Link>
            </p>
          </ReviewCard>
        </li>
      ))}
    </ul>
  );
}
