import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installLayoutStubs } from '../../../test/catalog-test-utils.tsx';
import { serverMarkup } from '../../../test/server-markup.ts';
import { thermClients } from '../../../../../content/therm/clients.ts';
import { clientLogo } from '../../../../../content/therm/media.ts';
import { ClientCarousel } from './ClientCarousel.tsx';

const logos = thermClients.map((c) => clientLogo(c.name));

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = installLayoutStubs();
});
afterEach(() => restoreLayout());

const row = (root: ParentNode) => root.querySelector('[data-testid="client-slide"]')!.parentElement!.parentElement!;

describe('ClientCarousel (product-spec.md §4, §9)', () => {
  it('before the app runs: every logo in a row the keyboard can scroll', () => {
    const page = serverMarkup(<ClientCarousel logos={logos} label="Client logos" />);
    expect(page.querySelectorAll('[data-testid="client-slide"] img')).toHaveLength(logos.length);
    expect(row(page)).toHaveAttribute('tabindex', '0');
  });

  it('with the app: previous, next and pause, and the row is the carousel’s', () => {
    render(<ClientCarousel logos={logos} label="Client logos" />);
    expect(screen.getByRole('button', { name: 'Previous client' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next client' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pause client carousel' })).toBeVisible();
    expect(row(document)).not.toHaveAttribute('tabindex');
  });
});
