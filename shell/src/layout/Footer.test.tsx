import { screen, within } from '@testing-library/react';
import { formatAddress, site } from 'shared/config';
import { findRoute, siteMap } from 'shared/routes';
import { Footer } from './Footer';
import { legalPaths, navigationGroups } from './navigation';
import { expectSocialLinks, renderInRouter } from './testUtils';

function renderFooter() {
  const utils = renderInRouter(<Footer />);
  return { ...utils, footer: within(screen.getByRole('contentinfo')) };
}

describe('Footer', () => {
  it('has the company blurb with its 20+ years, and the DUN and CAGE numbers', () => {
    const { footer } = renderFooter();
    const about = footer.getByRole('region', { name: site.name });
    expect(about).toHaveTextContent('20+ years');
    expect(about).toHaveTextContent(`DUN${site.dunNumber}`);
    expect(about).toHaveTextContent(`CAGE${site.cageCode}`);
  });

  it('has a column per menu from the route table (Services, Industries first), Services ending with the staffing site', () => {
    const { footer } = renderFooter();
    const headings = footer.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([site.name, ...navigationGroups().map((group) => group.label), 'Contact']);
    expect(headings.slice(1, 3)).toEqual(['Services', 'Industries']);
    for (const group of navigationGroups()) {
      const column = within(footer.getByRole('region', { name: group.label }));
      const links = column.getAllByRole('link');
      expect(links).toHaveLength(group.items.length);
      group.items.forEach((item, index) => {
        if (item.kind === 'route') {
          expect(links[index]).toHaveTextContent(item.label);
          expect(links[index]).toHaveAttribute('href', item.to);
        } else {
          expect(links[index]).toHaveAccessibleName(`${item.label} (opens in a new tab)`);
          expect(links[index]).toHaveAttribute('href', item.href);
          expect(links[index]).toHaveAttribute('target', '_blank');
          expect(links[index]).toHaveAttribute('rel', 'noopener noreferrer');
        }
      });
    }
    const services = within(footer.getByRole('region', { name: 'Services' }));
    const serviceLinks = services.getAllByRole('link');
    expect(serviceLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/pcb-assembly',
      '/cabling-harness',
      '/box-build',
      '/quality-testing',
      '/test-aftermarket',
      '/prototyping',
      '/staffing',
      site.staffingSiteUrl,
    ]);
    [
      'PCB Assembly',
      'Cable & Harness',
      'Box Build',
      'Quality Testing',
      'Test & Aftermarket',
      'Rapid Prototyping',
      'Staffing Services',
      'Professional Staffing (opens in a new tab)',
    ].forEach((name, index) => expect(serviceLinks[index]).toHaveAccessibleName(name));
    expect(services.getByRole('link', { name: 'PCB Assembly' })).toHaveAttribute('href', '/pcb-assembly');
    const industryLinks = within(footer.getByRole('region', { name: 'Industries' })).getAllByRole('link');
    expect(industryLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Aerospace', '/aerospace-defense'],
      ['Medical', '/medical'],
      ['Energy', '/energy-utility'],
      ['Telecommunication', '/industrial-electronics'],
    ]);
  });

  it('gives the phone, e-mail, street address and office hours', () => {
    const { footer } = renderFooter();
    const contact = within(footer.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`);
    expect(contact.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(contact.getByText(formatAddress())).toBeInTheDocument();
    expect(contact.getByText(formatAddress()).tagName).toBe('ADDRESS');
    expect(footer.getByRole('region', { name: 'Contact' })).toHaveTextContent(site.officeHours.weekdays);
    expect(footer.getByRole('region', { name: 'Contact' })).toHaveTextContent(site.officeHours.weekend);
  });

  it('links our social pages, each opening in a new tab', () => {
    renderFooter();
    expectSocialLinks(screen.getByRole('contentinfo'));
  });

  it('shows the copyright with the current year and the legal name', () => {
    const { footer } = renderFooter();
    const copyright = footer.getByText(/^©/);
    expect(copyright).toHaveTextContent(`© ${new Date().getFullYear()} ${site.legalName}`);
    expect(copyright).toHaveTextContent(/All rights reserved\.$/);
    // The legal name ends with "Inc.": no doubled full stop.
    expect(copyright).not.toHaveTextContent('..');
  });

  it('links the legal pages that exist in the route table, and none that do not', () => {
    const { footer } = renderFooter();
    const present = legalPaths.filter((path) => findRoute(path));
    if (present.length === 0) {
      expect(footer.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
    } else {
      const legal = within(footer.getByRole('navigation', { name: 'Legal' }));
      expect(legal.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(present);
    }
    for (const path of legalPaths.filter((path) => !findRoute(path))) {
      expect(document.querySelector(`a[href="${path}"]`)).toBeNull();
    }
  });

  it('has no link to a path missing from the route table', () => {
    renderFooter();
    const known = new Set<string>(siteMap.map((route) => route.path));
    const internal = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(known).toContain(href);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(\/|https:\/\/|tel:|mailto:)/);
    }
  });
});
