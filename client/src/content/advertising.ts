/** The advertising block's offer and audience figures (spec section 9). */
export const ADVERTISING = {
  audience: ['10,000+ women aged 25-45', '85% engagement', '15% monthly growth'],
  options: [
    {
      name: 'Banner Ad',
      price: '$500 per month',
      text: 'A banner across the top of our story pages.',
    },
    { name: 'Sidebar Ad', price: '$300 per month', text: 'A quieter placement beside articles.' },
    {
      name: 'Sponsored Content',
      price: '$800 per post',
      text: 'A story written with our editors, clearly labelled.',
    },
    {
      name: 'Newsletter Ad',
      price: '$400 per issue',
      text: 'One slot in the weekly letter to 50,000+ readers.',
    },
  ],
  note: 'Other formats and longer campaigns: pricing on request.',
};
