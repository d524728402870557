import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ourStoryPage from 'shared/content/pages/company/our-story';
import { findRoute } from 'shared/routes';
import { sectionNamed } from '../../../test-support/pageQueries';
import { blockOf, blocksOf } from '../../../test-support/pageRecord';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { textsMissingFrom } from '../../../test-support/shownTexts';
import { pages } from '../exposedPages';

let OurStory: ComponentType;
beforeAll(async () => {
  OurStory = await pageAt(pages, '/our-story');
});

const { media } = blockOf(ourStoryPage, 'media');
const story = blockOf(ourStoryPage, 'story');
const storySection = ourStoryPage.sections.find((section) => section.blocks.includes(story))!;
const [milestones, coreValues] = blocksOf(ourStoryPage, 'detailCards').map((block) => block.cards);
const seals = blockOf(ourStoryPage, 'certifications');

describe('our story page', () => {
  it('loads the facility tour video only after the poster is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(OurStory, '/our-story');
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: media.startLabel }));
    const frame = screen.getByTitle(media.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(media.embedUrl);
    expect(screen.queryByRole('button', { name: media.startLabel })).not.toBeInTheDocument();
  });

  it("pulls the founder's quote out as a figure beside a silent drawing of the shop", () => {
    renderPage(OurStory, '/our-story');
    const quote = within(sectionNamed(storySection.copy.title)).getByRole('figure');
    expect(quote).toHaveTextContent(story.quote.text);
    expect(within(quote).queryByRole('img')).toBeNull();
    expect(quote.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('only links to routes that exist', () => {
    const { container } = renderPage(OurStory, '/our-story');
    for (const link of Array.from(container.querySelectorAll('a'))) {
      expect(findRoute((link.getAttribute('href') ?? '').split('#')[0] ?? '')).toBeDefined();
    }
  });

  it('makes each milestone a button named by its year and title that opens a dialog', () => {
    renderPage(OurStory, '/our-story');
    for (const card of milestones!) {
      const button = screen.getByRole('button', { name: `${card.kicker} ${card.title}` });
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    }
  });

  it('opens the first milestone in a dialog; Escape, the × and the footer Close each close it and return focus', async () => {
    const user = userEvent.setup();
    const first = milestones![0]!;
    renderPage(OurStory, '/our-story');
    const trigger = screen.getByRole('button', { name: `${first.kicker} ${first.title}` });

    await user.click(trigger);
    let dialog = screen.getByRole('dialog', { name: first.title });
    expect(dialog).toHaveAccessibleDescription(first.kicker!);
    expect(within(dialog).getByRole('heading', { level: 3, name: first.featuresLabel })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(first.features);
    expect(textsMissingFrom(dialog, first.paragraphs)).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    dialog = screen.getByRole('dialog', { name: first.title });
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    dialog = screen.getByRole('dialog', { name: first.title });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows only the chosen milestone in the dialog', async () => {
    const last = milestones!.at(-1)!;
    renderPage(OurStory, '/our-story');
    await userEvent.setup().click(screen.getByRole('button', { name: `${last.kicker} ${last.title}` }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: last.title });
    expect(dialog).toHaveAccessibleDescription(last.kicker!);
    expect(dialog).not.toHaveTextContent(milestones![0]!.title);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(last.features);
  });

  it('opens a core value in a dialog with its longer text, and Escape returns focus to it', async () => {
    const user = userEvent.setup();
    const value = coreValues![1]!;
    renderPage(OurStory, '/our-story');
    const trigger = screen.getByRole('button', { name: value.title });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: value.title });
    expect(dialog).toHaveAccessibleDescription(value.description);
    expect(textsMissingFrom(dialog, value.paragraphs)).toEqual([]);
    expect(dialog).not.toHaveTextContent(coreValues![0]!.title);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows each seal with its caption, the artwork silent', () => {
    renderPage(OurStory, '/our-story');
    const items = within(screen.getByRole('list', { name: seals.label })).getAllByRole('listitem');
    expect(items).toHaveLength(seals.items.length);
    items.forEach((item, index) => {
      expect(item).toHaveTextContent(seals.items[index]!.name);
      expect(within(item).queryByRole('img')).toBeNull();
      expect(item.querySelector('img')).toHaveAttribute('alt', '');
    });
  });
});
