export type Gradient = 'plum' | 'coral' | 'apricot' | 'sage' | 'dusk' | 'rose';

export interface Card {
  id: string;
  title: string;
  text: string;
  emoji: string;
  gradient?: Gradient;
  meta?: string;
}

export interface Quote {
  text: string;
  author: string;
  role: string;
}

export interface Article {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  readTime: string;
}

export interface Topic {
  slug: string;
  title: string;
  emoji: string;
  intro: string;
  articles: Article[];
  tips: string[];
}
