import type { SeedArticle } from './articles.ts';

/** Career & Finance articles, by topic. General reading, not financial advice: each says so. */
export const CAREER_ARTICLES: SeedArticle[] = [
  {
    category: 'career',
    title: 'How to negotiate a job offer',
    author: 'Dr Amina Yusuf',
    daysAgo: 3,
    body: [
      'Scripts for email and phone, and what to do when they say no.',
      'An offer is the start of a conversation, not the end of one. Employers expect you to ask, and a polite counter rarely costs an offer.',
      '## A script that works',
      '"Thank you, I am excited about the role. Based on the scope and what I have seen for similar positions, I was hoping for something closer to **[number]**. Is there flexibility?"',
      'Then stop talking. If the salary cannot move, ask about the start date, leave, training budget or a review in six months. Get the final offer in writing.',
    ],
  },
  {
    category: 'career',
    title: 'A 90-day plan to change careers',
    author: 'Priya Raman',
    daysAgo: 11,
    body: [
      'Test the new field before you leap, one small project at a time.',
      'A career change does not start with a resignation letter. It starts with finding out whether you like the new work as much as the idea of it.',
      '- **Days 1-30**: talk to five people who do the job. Ask what a bad week looks like.\n- **Days 31-60**: do one small real project: a volunteer piece, a course with a portfolio task.\n- **Days 61-90**: update your CV around what you made, and apply to three roles.',
      'At the end you will know more, and whatever you decide, you will have decided it with evidence.',
    ],
  },
  {
    category: 'career',
    title: 'Your first month as a manager',
    author: 'Leila Haddad',
    daysAgo: 18,
    body: [
      'One-to-ones, expectations and the feedback you owe your team.',
      'The skills that got you promoted are not the ones you need now. Your job is no longer to do the work well, but to help other people do it.',
      '## Weeks one to four',
      '- Hold a one-to-one with everyone in your first week, and ask what they need from you.\n- Write down what good looks like for each role, and share it.\n- Give one piece of specific, kind feedback every week, and ask for some back.',
      'Find a peer who manages too. *Everyone* feels like an impostor in month one.',
    ],
  },
  {
    category: 'finance',
    title: 'A budget that actually sticks',
    author: 'Mei Tanaka',
    daysAgo: 5,
    body: [
      'Why 50/30/20 works for some and how to adapt it for irregular income.',
      'The 50/30/20 rule splits take-home pay into needs, wants and savings. It is a fine start, but it assumes the same income every month and rents that fit into half of it.',
      '## If your income moves',
      '- Budget on your lowest month of the last year, not your average.\n- Put the extra from good months into a buffer before anything else.\n- Pay yourself a steady "salary" from that buffer.',
      'A budget is a plan, not a test you pass or fail. Look at it for ten minutes every Sunday and change it when life changes. This is general information, not financial advice.',
    ],
  },
  {
    category: 'finance',
    title: 'The pension gap, and how to close yours',
    author: 'Mei Tanaka',
    daysAgo: 13,
    body: [
      'Career breaks cost more than you think. A few steps make up much of it.',
      'Women retire with far smaller pensions than men, mostly because of time out for caring and years of part-time work. The gap grows quietly, through missed contributions and the growth they would have earned.',
      '- **Find your old pensions**: a tracing service can locate forgotten workplace pots.\n- **Take the full employer match** if your workplace offers one: it is part of your pay.\n- **Check your state pension record** for missing years you can fill.',
      'If you are on a career break, ask whether a partner can contribute for you. For decisions about your own situation, speak to a regulated financial adviser.',
    ],
  },
  {
    category: 'finance',
    title: 'Snowball or avalanche? Paying off debt',
    author: 'Ruth Adebayo',
    daysAgo: 21,
    body: [
      'Two methods, one goal, and how to pick between them.',
      'Both methods start the same way: pay the minimum on every debt, then put every spare pound towards one of them.',
      '- **Snowball**: clear the smallest balance first. Quick wins keep you going.\n- **Avalanche**: clear the highest interest rate first. It costs less overall.',
      'The best method is the one you will stick to. If repayments feel unmanageable, free debt advice charities can help you make a plan, and it is worth calling them before you miss a payment.',
    ],
  },
  {
    category: 'investment',
    title: 'Index funds, explained over coffee',
    author: 'Mei Tanaka',
    daysAgo: 7,
    body: [
      'What they are, why fees matter, and how to start with small amounts.',
      'An index fund buys a little of every company in a list, such as the largest hundred on a stock market. Instead of guessing winners, you own the whole list, and the fees are usually low.',
      '## Before you start',
      '- Keep an emergency fund of a few months of costs in cash first.\n- Invest only money you will not need for at least five years.\n- Compare the **ongoing charge**: small differences add up over decades.',
      'Prices go down as well as up, and you may get back less than you put in. This is general information, not advice about your own money.',
    ],
  },
  {
    category: 'investment',
    title: 'Investing for your children',
    author: 'Grace Mensah',
    daysAgo: 16,
    body: [
      'Accounts, tax rules and teaching them as you go.',
      'Small amounts set aside early have many years to grow. Many countries offer tax-free accounts for children; the rules on who controls the money, and when, differ, so read them before you open one.',
      'Let them see it. Show your children the statement once a year, talk about why the number went up or down, and let older ones choose between two funds.',
      'The habit may be worth more than the money. For the rules where you live, check the official guidance or ask an adviser.',
    ],
  },
  {
    category: 'investment',
    title: 'Ethical investing without the greenwash',
    author: 'Leila Haddad',
    daysAgo: 24,
    body: [
      'How to read a fund factsheet and what the labels really mean.',
      'A fund called "sustainable" may still hold companies you would not choose. Labels are marketing; the list of holdings is the truth.',
      '## Three checks',
      '1. Read the **top ten holdings** on the factsheet.\n2. Look for what the fund *excludes*, in writing.\n3. Compare its charges with a plain index fund: values should not cost double.',
      'Investing carries risk whatever its label. This is general information, not a recommendation of any fund.',
    ],
  },
];
