import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { heroCardBlock } from './hero-card.block.ts';
import { HeroCard, heroClasses } from './hero-card.tsx';
import { HeroCardConfigSchema } from './hero-card.schema.ts';

const renderHero = (config: Record<string, unknown>) =>
  render(<HeroCard config={HeroCardConfigSchema.parse(config)} data={{ productsBySku: {} }} />);

const videos = () => Array.from(document.querySelectorAll('video'));

test('the schema defaults tint, breakpoint, header layout and button link and theme', () => {
  expect(HeroCardConfigSchema.parse({})).toEqual({
    tintColor: '#000000',
    mobileMediaBreakpoint: 'mobile',
    header: {
      textSize: 'medium',
      horizontalPosition: 'left',
      verticalPosition: 'top',
      buttons: [],
    },
  });
  const [button] = HeroCardConfigSchema.parse({ header: { buttons: [{ text: 'Shop', link: '' }] } })
    .header.buttons;
  expect(button).toEqual({ text: 'Shop', link: '/', buttonTheme: 'LIGHT' });
  expect(HeroCardConfigSchema.safeParse({ header: { buttons: [{ link: '/x' }] } }).success).toBe(
    false,
  );
  expect(HeroCardConfigSchema.safeParse({ header: { textSize: 'huge' } }).success).toBe(false);
});

test('the header text shows only when line1 is set', () => {
  const { unmount } = renderHero({
    header: { line2: 'for everyday', topSubtext: 'New', bottomSubtext: 'Shop today' },
  });
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByText('for everyday')).not.toBeInTheDocument();
  expect(screen.queryByText('New')).not.toBeInTheDocument();
  expect(screen.queryByText('Shop today')).not.toBeInTheDocument();
  unmount();

  renderHero({
    header: {
      line1: 'Daily greens',
      line2: 'for everyday',
      topSubtext: 'New',
      bottomSubtext: 'Shop today',
    },
  });
  expect(screen.getByRole('heading', { name: 'Daily greens for everyday' })).toBeInTheDocument();
  expect(screen.getByText('New')).toBeInTheDocument();
  expect(screen.getByText('Shop today')).toBeInTheDocument();
});

test('a second line that starts a sentence of its own is read as one, after a stop', () => {
  renderHero({ header: { line1: 'Welcome to Lumen', line2: 'Start with the foundations.' } });
  expect(
    screen.getByRole('heading', { name: 'Welcome to Lumen. Start with the foundations.' }),
  ).toBeInTheDocument();
});

test('header buttons link to their link, by default /', () => {
  renderHero({
    header: {
      line1: 'Daily greens',
      buttons: [{ text: 'Shop', link: '/products' }, { text: 'Home' }],
    },
  });
  expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/products');
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});

test('position and size of the header text follow the header settings', () => {
  renderHero({
    header: {
      line1: 'Big',
      textSize: '2XL',
      horizontalPosition: 'center',
      verticalPosition: 'bottom',
    },
  });
  const heading = screen.getByRole('heading', { name: 'Big' });
  expect(heading).toHaveClass(heroClasses.textSizes['2XL']);
  expect(heading.parentElement).toHaveClass(
    heroClasses.horizontal.center,
    heroClasses.vertical.bottom,
  );
});

test.each([
  ['mobile', '(max-width: 767px)'],
  ['tablet', '(max-width: 1279px)'],
] as const)('the mobile image applies below the %s breakpoint', (mobileMediaBreakpoint, media) => {
  renderHero({ desktopImage: '/d.jpg', mobileImage: '/m.jpg', mobileMediaBreakpoint });
  const source = document.querySelector('picture source');
  expect(source).toHaveAttribute('media', media);
  expect(source).toHaveAttribute('srcset', '/m.jpg');
  expect(document.querySelector('picture img')).toHaveAttribute('src', '/d.jpg');
});

test.each(['mobile', 'tablet'] as const)(
  'with the %s breakpoint CSS switches between the desktop and the mobile video',
  (mobileMediaBreakpoint) => {
    renderHero({ desktopVideo: '/d.mp4', mobileVideo: '/m.mp4', mobileMediaBreakpoint });
    const [desktop, mobile] = videos();
    expect(desktop).toHaveClass(heroClasses.desktopOnly[mobileMediaBreakpoint]);
    expect(mobile).toHaveClass(heroClasses.mobileOnly[mobileMediaBreakpoint]);
    const width = mobileMediaBreakpoint === 'mobile' ? 768 : 1280;
    expect(desktop?.querySelector('source')).toHaveAttribute(
      'media',
      `(min-width: ${width}px) and (prefers-reduced-motion: no-preference)`,
    );
    expect(mobile?.querySelector('source')).toHaveAttribute(
      'media',
      `(max-width: ${width - 1}px) and (prefers-reduced-motion: no-preference)`,
    );
  },
);

test('the video loops muted, is hidden for reduced motion and has no source then', () => {
  renderHero({ desktopVideo: '/d.mp4', desktopImage: '/d.jpg' });
  const [video] = videos();
  expect(videos()).toHaveLength(1);
  expect(video).toHaveClass(heroClasses.reducedMotionHidden);
  expect(video).toHaveAttribute('autoplay');
  expect(video).toHaveAttribute('loop');
  expect(video?.muted).toBe(true);
  const source = video?.querySelector('source');
  expect(source).toHaveAttribute('src', '/d.mp4');
  expect(source).toHaveAttribute('media', '(prefers-reduced-motion: no-preference)');
  expect(document.querySelector('picture img')).toHaveAttribute('src', '/d.jpg');
});

test('the tint colour overlays the media, black by default', () => {
  const { container, unmount } = renderHero({ desktopImage: '/d.jpg' });
  expect(
    container.querySelector<HTMLElement>('div[aria-hidden="true"]')?.style.backgroundColor,
  ).toBe('rgb(0, 0, 0)');
  unmount();
  const tinted = renderHero({ desktopImage: '/d.jpg', tintColor: '#1f5c46' });
  expect(
    tinted.container.querySelector<HTMLElement>('div[aria-hidden="true"]')?.style.backgroundColor,
  ).toBe('rgb(31, 92, 70)');
});

// The guidance as docs/behaviour.md#blocks words it, each a list item after its field's name;
// the editor shows it as a sentence, so only the first letter may be capitalised.
const GUIDANCE = {
  lines: '40 characters max',
  images:
    'both desktop and mobile images must be given; use the same url twice if they are the same.',
  buttonLink: 'should be an internal path such as /products.',
};
const asSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

test('the editor guides lines, images and button links', () => {
  const header = heroCardBlock.inputs.find((input) => input.name === 'header');
  const help = (name: string) =>
    header?.subFields?.find((input) => input.name === name)?.helperText;
  expect(help('line1')).toBe(GUIDANCE.lines);
  expect(help('line2')).toBe(GUIDANCE.lines);
  const buttons = header?.subFields?.find((input) => input.name === 'buttons');
  expect(buttons?.subFields?.find((input) => input.name === 'link')?.helperText).toBe(
    asSentence(GUIDANCE.buttonLink),
  );
  for (const name of ['desktopImage', 'mobileImage']) {
    expect(heroCardBlock.inputs.find((input) => input.name === name)?.helperText).toBe(
      asSentence(GUIDANCE.images),
    );
  }
});

test('a hero image on the CMS CDN is responsive, eager and high priority (the page LCP)', () => {
  const cdnImage = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fhero';
  renderHero({ desktopImage: cdnImage, mobileImage: `${cdnImage}-mobile` });
  const image = document.querySelector('img')!;
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('sizes', '100vw');
  expect(image.getAttribute('srcset')).toContain(`${cdnImage}?width=1920&format=webp 1920w`);
  const source = document.querySelector('picture source')!;
  expect(source.getAttribute('srcset')).toContain(`${cdnImage}-mobile?width=375&format=webp 375w`);
});
