import type { ComponentProps } from 'react';
import { RouteMessages } from '@/components/providers/route-messages';
import { hasSearchQuery } from '@/lib/rent-info/query-fields';
import { preformatSearch } from '../preformatted';
import { searchStores } from '../store-options';
import { SearchForm } from './search-form';

type Props = Pick<ComponentProps<typeof SearchForm>, 'initial' | 'lang'> & {
  config: Parameters<typeof searchStores>[0];
  /** the page's query: a search in it is shown as is, else the traveller's last search comes back */
  query: Parameters<typeof hasSearchQuery>[0];
};

/** The search form with its own client messages, as the home page and /book show it. */
export function SearchSlot({ initial, lang, config, query }: Props) {
  const stores = searchStores(config, lang);
  return (
    <RouteMessages route="search" lang={lang}>
      <SearchForm
        initial={initial}
        stores={stores}
        lang={lang}
        restoreLastSearch={!hasSearchQuery(query)}
        preformatted={preformatSearch(stores, initial, lang)}
      />
    </RouteMessages>
  );
}
