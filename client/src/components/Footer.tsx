import { Link } from '@tanstack/react-router';
import { BrandMark } from './Brand.tsx';
import { ColumnGrid } from './ColumnGrid.tsx';
import { useSiteName } from '../lib/use-page-title.ts';
import plain from './plain/plain.module.css';
import classes from './Footer.module.css';

interface FooterLink {
  label: string;
  to: string | null;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Read',
    links: [
      { label: 'Stories', to: '/stories' },
      { label: 'Unfiltered', to: '/unfiltered' },
      { label: 'Top Stories', to: '/top-stories' },
      { label: 'Publications', to: '/publications' },
      { label: 'Podcast', to: '/podcast' },
    ],
  },
  {
    title: 'Connect',
    links: [
      { label: 'Community', to: '/community' },
      { label: 'Events', to: '/events' },
      { label: 'Resources', to: '/resources' },
      { label: 'Shop', to: '/shop' },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Help Center', to: null },
      { label: 'Terms', to: null },
    ],
  },
];

const small = `${plain.text} ${plain.dimmed}`;

export function Footer() {
  const siteName = useSiteName();
  return (
    <footer className={classes.footer}>
      <div className={plain.container}>
        <ColumnGrid cols={{ base: 1, sm: 2, md: 4 }} gap="xl">
          <div className={`${plain.stack} ${classes.about}`}>
            <div className={classes.name}>
              <BrandMark size={28} />
              <p className={plain.text}>{siteName}</p>
            </div>
            <p className={`${small} ${classes.blurb}`} data-size="sm">
              A circle of women sharing stories, skills and support, in more than 150 countries.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <div key={column.title} className={`${plain.stack} ${classes.column}`}>
              <h2 className={`${plain.title} ${plain.dimmed} ${classes.heading}`}>
                {column.title}
              </h2>
              {column.links.map((link) =>
                link.to ? (
                  <Link
                    key={link.label}
                    to={link.to}
                    className={`mantine-focus-auto ${plain.text} ${classes.link}`}
                    data-size="sm"
                  >
                    {link.label}
                  </Link>
                ) : (
                  // Placeholders in the spec: shown, but not links.
                  <p key={link.label} className={small} data-size="sm">
                    {link.label}
                  </p>
                ),
              )}
            </div>
          ))}
        </ColumnGrid>
        <p className={`${small} ${classes.copyright}`} data-size="xs">
          © {new Date().getFullYear()} {siteName}. Made with care for women everywhere.
        </p>
      </div>
    </footer>
  );
}
