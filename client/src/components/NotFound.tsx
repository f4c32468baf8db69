import { usePageTitle } from '../lib/use-page-title.ts';
import { PlainButtonLink } from './plain/buttons.tsx';
import plain from './plain/plain.module.css';
import classes from './NotFound.module.css';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <div className={`${plain.container} ${classes.page}`} data-size="sm">
      <div className={`${plain.stack} ${classes.stack}`}>
        <p className={`${plain.text} ${classes.code}`} aria-hidden="true">
          404
        </p>
        <h1 className={`${plain.title} ${classes.heading}`}>
          <span className="sr-only">404. </span>Oops! Page not found
        </h1>
        <p className={`${plain.text} ${plain.dimmed} ${classes.lead}`}>
          The page you were looking for has moved, or never existed. Let's get you back to the
          circle.
        </p>
        <PlainButtonLink to="/" size="md">
          Back to Home
        </PlainButtonLink>
      </div>
    </div>
  );
}
